CREATE TABLE "campaign_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_desc_acceptances" (
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"section_id" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_desc_acceptances_user_id_campaign_id_section_id_pk" PRIMARY KEY("user_id","campaign_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_participants" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"poster_shown_at" timestamp with time zone,
	"form_shown_at" timestamp with time zone,
	CONSTRAINT "campaign_participants_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"parent_id" integer,
	"title" varchar(100) NOT NULL,
	"summary" varchar(500),
	"cover" varchar(1000),
	"description" text DEFAULT '' NOT NULL,
	"requires_desc" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"cover" varchar(1000),
	"poster" varchar(1000),
	"description" text DEFAULT '' NOT NULL,
	"requires_desc" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"audience" varchar(16) DEFAULT 'all' NOT NULL,
	"member_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"form_points" integer DEFAULT 0 NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"approval_code" varchar(60),
	"expires_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"zan_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"live_seconds" integer DEFAULT 0 NOT NULL,
	"playback_seconds" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"last_session" varchar(64),
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"last_live_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_subscriptions" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "meeting_subscriptions_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"cover" varchar(1000),
	"description" text DEFAULT '' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"live_url" varchar(1000),
	"playback_url" varchar(1000),
	"playback_duration" integer DEFAULT 0 NOT NULL,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" varchar(16) DEFAULT 'all' NOT NULL,
	"member_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"approval_code" varchar(60),
	"expires_at" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"subscriber_count" integer DEFAULT 0 NOT NULL,
	"zan_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" varchar(100) NOT NULL,
	"source_key" varchar(100) NOT NULL,
	"campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "content_forms_content_uq";--> statement-breakpoint
ALTER TABLE "content_forms" ADD COLUMN "type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_contents_section_content_uq" ON "campaign_contents" USING btree ("section_id","content_id");--> statement-breakpoint
CREATE INDEX "campaign_contents_content_idx" ON "campaign_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "campaign_participants_user_idx" ON "campaign_participants" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "campaign_sections_campaign_idx" ON "campaign_sections" USING btree ("campaign_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "campaigns_list_idx" ON "campaigns" USING btree ("status","sort","start_at");--> statement-breakpoint
CREATE INDEX "meeting_attendance_live_idx" ON "meeting_attendance" USING btree ("meeting_id","last_live_at");--> statement-breakpoint
CREATE INDEX "meeting_subscriptions_user_idx" ON "meeting_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "meeting_subscriptions_due_idx" ON "meeting_subscriptions" USING btree ("meeting_id") WHERE reminded_at is null;--> statement-breakpoint
CREATE INDEX "meetings_start_idx" ON "meetings" USING btree ("status","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_uq" ON "points_ledger" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "points_ledger_campaign_idx" ON "points_ledger" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_forms_target_uq" ON "content_forms" USING btree ("type","content_id");