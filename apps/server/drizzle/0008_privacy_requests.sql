CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"note" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"entered_by" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id");