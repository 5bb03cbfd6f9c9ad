ALTER TABLE "certificate_programs" ADD COLUMN "name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_programs" ADD COLUMN "description_en" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "description_en" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD COLUMN "program_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "title_en" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "title_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "description_en" varchar(200) DEFAULT '' NOT NULL;