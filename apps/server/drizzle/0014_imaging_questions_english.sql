ALTER TABLE "imaging_questions" ADD COLUMN "choices_en" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "imaging_questions" ADD COLUMN "correct_answer_en" text DEFAULT '' NOT NULL;