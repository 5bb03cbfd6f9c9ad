CREATE TABLE "learn_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"action_type" varchar(16) NOT NULL,
	"content_type" smallint,
	"campain_id" integer,
	"section_id" integer,
	"time_type" smallint DEFAULT 2 NOT NULL,
	"total_tims" integer DEFAULT 0 NOT NULL,
	"finish" smallint DEFAULT 0 NOT NULL,
	"page_url" text,
	"client_session_id" varchar(64),
	"sequence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "learn_logs_user_idx" ON "learn_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learn_logs_idempotency_uq" ON "learn_logs" USING btree ("user_id","client_session_id","sequence");