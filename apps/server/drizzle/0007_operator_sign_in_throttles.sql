CREATE TABLE "operator_sign_in_throttles" (
	"username" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "operator_sign_in_throttles_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
CREATE INDEX "operator_sign_in_throttles_last_failure_idx" ON "operator_sign_in_throttles" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";