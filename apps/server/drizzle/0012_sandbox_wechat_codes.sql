CREATE TABLE "sandbox_wechat_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"scope" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_wechat_codes_expires_idx" ON "sandbox_wechat_codes" USING btree ("expires_at");