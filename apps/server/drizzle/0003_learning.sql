CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_type" smallint NOT NULL,
	"content_type" smallint DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text,
	"cover" text,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"disease_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"speaker_name" varchar(60),
	"speaker_title" varchar(60),
	"speaker_hospital" varchar(100),
	"speaker_avatar" text,
	"hcp_only" boolean DEFAULT false NOT NULL,
	"no_skip" boolean DEFAULT false NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"approval_code" varchar(60),
	"expires_at" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"zan_count" integer DEFAULT 0 NOT NULL,
	"faver_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "diseases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diseases_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "home_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"list_type" smallint,
	"category_id" integer,
	"more_link" varchar(300),
	"item_limit" smallint DEFAULT 6 NOT NULL,
	"layout" varchar(8) DEFAULT 'list' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_contents" (
	"lesson_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_contents_lesson_id_content_id_pk" PRIMARY KEY("lesson_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text,
	"cover" text,
	"category_id" integer,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"speaker_name" varchar(60),
	"speaker_title" varchar(60),
	"speaker_hospital" varchar(100),
	"speaker_avatar" text,
	"is_topic" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"total_tims" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"last_session" varchar(64),
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"reply_to_user_id" integer,
	"content" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"zan_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reactions" (
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reactions_kind_user_id_content_id_type_pk" PRIMARY KEY("kind","user_id","content_id","type")
);
--> statement-breakpoint
CREATE TABLE "form_answer_likes" (
	"answer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_answer_likes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" text NOT NULL,
	"zan_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"label" varchar(200) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"public_answers" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "learn_logs" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "contents_list_idx" ON "contents" USING btree ("list_type","status","published_at");--> statement-breakpoint
CREATE INDEX "contents_category_idx" ON "contents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "contents_tag_ids_idx" ON "contents" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "home_recommendations_content_uq" ON "home_recommendations" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "lesson_contents_content_idx" ON "lesson_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "lessons_status_idx" ON "lessons" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "learning_progress_recent_idx" ON "learning_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("content_id","type","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_forms_content_uq" ON "content_forms" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_reactions_user_idx" ON "content_reactions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_submission_question_uq" ON "form_answers" USING btree ("submission_id","question_id");--> statement-breakpoint
CREATE INDEX "form_answers_question_idx" ON "form_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "form_questions_form_idx" ON "form_questions" USING btree ("form_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_user_uq" ON "form_submissions" USING btree ("form_id","user_id");