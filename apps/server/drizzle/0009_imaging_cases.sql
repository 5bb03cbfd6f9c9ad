CREATE TABLE "imaging_annotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slice_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"r" real NOT NULL,
	"label" varchar(40) DEFAULT '' NOT NULL,
	"label_en" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text,
	"correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"slice_id" integer NOT NULL,
	"prompt" varchar(200) NOT NULL,
	"prompt_en" varchar(300) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"choices" text[] DEFAULT '{}' NOT NULL,
	"correct_answer" text NOT NULL,
	"teaching_points" text NOT NULL,
	"teaching_points_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"modality" varchar(8) NOT NULL,
	"plane" varchar(12) NOT NULL,
	"windows" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_slice_images" (
	"slice_id" integer NOT NULL,
	"window_key" varchar(24) NOT NULL,
	"upload_id" integer NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"original_name" varchar(200),
	CONSTRAINT "imaging_slice_images_slice_id_window_key_pk" PRIMARY KEY("slice_id","window_key")
);
--> statement-breakpoint
CREATE TABLE "imaging_slices" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "imaging_annotations_slice_idx" ON "imaging_annotations" USING btree ("slice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_answers_user_question_uq" ON "imaging_answers" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE INDEX "imaging_answers_content_idx" ON "imaging_answers" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "imaging_questions_content_idx" ON "imaging_questions" USING btree ("content_id","sort");--> statement-breakpoint
CREATE INDEX "imaging_series_content_idx" ON "imaging_series" USING btree ("content_id","sort");--> statement-breakpoint
CREATE INDEX "imaging_slices_series_idx" ON "imaging_slices" USING btree ("series_id","position");