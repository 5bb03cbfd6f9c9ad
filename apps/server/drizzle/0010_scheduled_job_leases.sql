CREATE TABLE "scheduled_job_leases" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
