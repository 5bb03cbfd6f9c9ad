CREATE TABLE "wecom_contacts" (
	"external_userid" varchar(128) NOT NULL,
	"wecom_userid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"added_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL,
	"last_change_type" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wecom_contacts_external_userid_wecom_userid_pk" PRIMARY KEY("external_userid","wecom_userid")
);
--> statement-breakpoint
CREATE INDEX "wecom_contacts_unionid_idx" ON "wecom_contacts" USING btree ("unionid");