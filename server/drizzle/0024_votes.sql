CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"vote_type" text DEFAULT 'WORK' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"daily_limit" integer DEFAULT 3 NOT NULL,
	"joinable" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_daily_counts" (
	"user_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_daily_counts_user_id_vote_id_day_pk" PRIMARY KEY("user_id","vote_id","day")
);
--> statement-breakpoint
CREATE TABLE "vote_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"user_id" integer,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vote_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vote_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_campaigns" ADD CONSTRAINT "vote_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_daily_counts" ADD CONSTRAINT "vote_daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_daily_counts" ADD CONSTRAINT "vote_daily_counts_vote_id_vote_campaigns_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."vote_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_entries" ADD CONSTRAINT "vote_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_entries" ADD CONSTRAINT "vote_entries_vote_id_vote_campaigns_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."vote_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_entries" ADD CONSTRAINT "vote_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_vote_id_vote_campaigns_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."vote_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_entry_id_vote_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."vote_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_once_uq" ON "survey_answers" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_answers_user_idx" ON "survey_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_site_idx" ON "surveys" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "vote_campaigns_site_idx" ON "vote_campaigns" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_entries_number_uq" ON "vote_entries" USING btree ("vote_id","number");--> statement-breakpoint
CREATE INDEX "vote_entries_votes_idx" ON "vote_entries" USING btree ("vote_id","vote_num");--> statement-breakpoint
CREATE INDEX "vote_entries_user_idx" ON "vote_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_records_once_a_day_uq" ON "vote_records" USING btree ("user_id","entry_id","day");--> statement-breakpoint
CREATE INDEX "vote_records_user_idx" ON "vote_records" USING btree ("user_id","created_at");