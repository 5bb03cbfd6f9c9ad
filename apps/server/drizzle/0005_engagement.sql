CREATE TABLE "achievement_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"channel" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"lesson_id" integer,
	"meeting_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_meeting_minutes" integer DEFAULT 0 NOT NULL,
	"issuer" varchar(100) DEFAULT '影像学院' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"artwork_url" text,
	"criterion" varchar(32) NOT NULL,
	"threshold" integer NOT NULL,
	"campaign_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"program_name" varchar(100) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"user_id" integer NOT NULL,
	"medal_id" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "user_medals_user_id_medal_id_pk" PRIMARY KEY("user_id","medal_id")
);
--> statement-breakpoint
CREATE TABLE "annual_review_visits" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "annual_review_visits_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
CREATE TABLE "adverse_event_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" varchar(32) NOT NULL,
	"profession" varchar(16) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"batch_number" varchar(60),
	"onset_date" date,
	"seriousness" varchar(12) NOT NULL,
	"sealed" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"note" text,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverse_event_reports_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "wechat_credentials" (
	"app_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "wechat_credentials_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(300),
	"audience" varchar(12) NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"operator_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	"decision" varchar(16) NOT NULL,
	"type" varchar(32),
	"content_id" integer,
	"openid" varchar(64),
	"unionid" varchar(64),
	"page_title" varchar(200),
	"page_url" varchar(1000),
	"page_param" varchar(2000),
	"keywords" varchar(500),
	"page_event_key" varchar(100),
	"page_event_type" varchar(50),
	"campain_id" integer,
	"section_id" integer,
	"fromsource" varchar(100),
	"opentype" varchar(50),
	"channel" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "member_sign_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "points_rankings" (
	"board" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_rankings_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"action" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"points" integer NOT NULL,
	"unit_minutes" integer,
	"daily_cap" integer,
	"per_item_cap" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "popover_impressions" (
	"popover_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popover_impressions_popover_id_user_id_shown_on_pk" PRIMARY KEY("popover_id","user_id","shown_on")
);
--> statement-breakpoint
CREATE TABLE "popovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"link" varchar(500),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"audience" varchar(12) NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" varchar(16) NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"metric" varchar(32) NOT NULL,
	"target" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"link" varchar(200),
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "action" varchar(32);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "target_type" smallint;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "tip_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "day" date;--> statement-breakpoint
CREATE INDEX "achievement_events_item_idx" ON "achievement_events" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_number_uq" ON "user_certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_user_program_uq" ON "user_certificates" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "user_medals_medal_idx" ON "user_medals" USING btree ("medal_id");--> statement-breakpoint
CREATE INDEX "adverse_event_reports_due_idx" ON "adverse_event_reports" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "adverse_event_reports_received_idx" ON "adverse_event_reports" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_broadcasts_request_uq" ON "message_broadcasts" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "monitor_events_day_idx" ON "monitor_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "monitor_events_user_idx" ON "monitor_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_rankings_position_uq" ON "points_rankings" USING btree ("board","position");--> statement-breakpoint
CREATE INDEX "popover_impressions_user_idx" ON "popover_impressions" USING btree ("user_id","popover_id");--> statement-breakpoint
CREATE INDEX "popovers_window_idx" ON "popovers" USING btree ("enabled","start_at","end_at");--> statement-breakpoint
CREATE INDEX "questions_user_idx" ON "questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_status_idx" ON "questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "learn_logs_created_idx" ON "learn_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_dedupe_key_idx" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "points_ledger_action_idx" ON "points_ledger" USING btree ("user_id","action","day");--> statement-breakpoint
CREATE INDEX "points_ledger_item_idx" ON "points_ledger" USING btree ("user_id","action","target_type","target_id");--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_unseen_idx" ON "points_ledger" USING btree ("user_id") WHERE tip_seen_at is null;