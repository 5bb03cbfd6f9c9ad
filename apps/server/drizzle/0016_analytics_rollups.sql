CREATE TABLE "analytics_dropoff_days" (
	"day" date NOT NULL,
	"content_id" integer NOT NULL,
	"tenth" smallint NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dropoff_days_day_content_id_tenth_pk" PRIMARY KEY("day","content_id","tenth")
);
--> statement-breakpoint
CREATE TABLE "analytics_learning_days" (
	"day" date NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_learning_days_day_content_id_user_id_pk" PRIMARY KEY("day","content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_meeting_minutes" (
	"meeting_id" integer NOT NULL,
	"time_type" smallint NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_meeting_minutes_meeting_id_time_type_minute_pk" PRIMARY KEY("meeting_id","time_type","minute")
);
--> statement-breakpoint
CREATE TABLE "analytics_refresh_state" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"last_log_id" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_learning_days_content_idx" ON "analytics_learning_days" USING btree ("content_id","day");--> statement-breakpoint
CREATE INDEX "analytics_meeting_minutes_minute_idx" ON "analytics_meeting_minutes" USING btree ("minute");