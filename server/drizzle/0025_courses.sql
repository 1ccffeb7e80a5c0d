CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"instructor_id" integer,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"study_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"type" integer NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"right_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"passed" boolean NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"course_id" integer,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"time_limit" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"instructor_id" integer,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"days" integer DEFAULT 1 NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"learned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_lesson_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_study_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."study_instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_records" ADD CONSTRAINT "paper_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_records" ADD CONSTRAINT "paper_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_records" ADD CONSTRAINT "paper_records_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_instructors" ADD CONSTRAINT "study_instructors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_routes" ADD CONSTRAINT "study_routes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_routes" ADD CONSTRAINT "study_routes_instructor_id_study_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."study_instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_categories_site_idx" ON "course_categories" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "courses_site_idx" ON "courses" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "paper_questions_paper_idx" ON "paper_questions" USING btree ("paper_id","sort");--> statement-breakpoint
CREATE INDEX "paper_records_user_idx" ON "paper_records" USING btree ("user_id","site_id","type","created_at");--> statement-breakpoint
CREATE INDEX "paper_records_paper_idx" ON "paper_records" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "papers_site_idx" ON "papers" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "papers_course_idx" ON "papers" USING btree ("course_id","type");--> statement-breakpoint
CREATE INDEX "study_instructors_site_idx" ON "study_instructors" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "study_routes_site_idx" ON "study_routes" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "user_courses_user_course_idx" ON "user_courses" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "user_courses_user_idx" ON "user_courses" USING btree ("user_id","site_id","updated_at");