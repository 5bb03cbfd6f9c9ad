CREATE TABLE "certification_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"hospital_id" integer,
	"hospital_name" varchar(100) NOT NULL,
	"department" varchar(32) NOT NULL,
	"title" varchar(32) NOT NULL,
	"licence_number" varchar(40) NOT NULL,
	"photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"commit_hash" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"openid" varchar(64) NOT NULL,
	"document_code" varchar(32) NOT NULL,
	"document_version" integer NOT NULL,
	"commit_hash" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"city_code" varchar(4),
	"grade" varchar(16),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(300),
	"dedupe_key" varchar(100),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"to" varchar(200) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"owner_user_id" integer,
	"owner_operator_id" integer,
	"visibility" varchar(16) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"original_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"target" varchar(200) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" varchar(64),
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"binding_hash" varchar(64) NOT NULL,
	"website_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "province_code" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_code" varchar(4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hospital_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hospital_name" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skill_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interesting_topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interesting_systems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_upgrades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hospital_invalid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "veeva_staff_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_tip_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "certification_user_idx" ON "certification_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "certification_status_idx" ON "certification_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_code_version_uq" ON "consent_documents" USING btree ("code","version");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hospitals_region_idx" ON "hospitals" USING btree ("province_code","city_code");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_uq" ON "messages" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_user_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_veeva_staff_idx" ON "users" USING btree ("veeva_staff_id");