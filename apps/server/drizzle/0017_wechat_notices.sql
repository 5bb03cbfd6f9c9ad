CREATE TABLE "sandbox_wechat_followers" (
	"openid" varchar(64) PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wechat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"msgid" varchar(32) NOT NULL,
	"api" varchar(12) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"url" varchar(1000),
	"data" jsonb NOT NULL,
	"client_msg_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wechat_subscriptions" (
	"openid" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_wechat_subscriptions_openid_template_id_pk" PRIMARY KEY("openid","template_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"openid" varchar(64) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"channel" varchar(12),
	"template_id" varchar(64),
	"url" varchar(500) NOT NULL,
	"fields" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"errcode" integer,
	"errmsg" varchar(300),
	"msgid" varchar(32),
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_subscribe_consents" (
	"user_id" integer NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"last_status" varchar(12) NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_subscribe_consents_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE INDEX "sandbox_wechat_messages_openid_idx" ON "sandbox_wechat_messages" USING btree ("openid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_notices_subject_uq" ON "wechat_notices" USING btree ("user_id","kind","subject");--> statement-breakpoint
CREATE INDEX "wechat_notices_due_idx" ON "wechat_notices" USING btree ("next_attempt_at") WHERE status in ('pending', 'retry', 'sending');--> statement-breakpoint
CREATE INDEX "wechat_notices_user_idx" ON "wechat_notices" USING btree ("user_id","created_at");