CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"classify_id" integer NOT NULL,
	"name" text NOT NULL,
	"activity_type" text NOT NULL,
	"method" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"place_id" integer,
	"place_type" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sign_starts_at" timestamp with time zone NOT NULL,
	"sign_ends_at" timestamp with time zone NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"faith_use_status" boolean DEFAULT false NOT NULL,
	"min_credit_score" integer DEFAULT 0 NOT NULL,
	"seat_selection" boolean DEFAULT false NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"browse_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_classifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"satisfaction" integer NOT NULL,
	"content" integer NOT NULL,
	"organisation" integer NOT NULL,
	"recommend" boolean NOT NULL,
	"suggestion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_classify_id_activity_classifies_id_fk" FOREIGN KEY ("classify_id") REFERENCES "public"."activity_classifies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_classifies" ADD CONSTRAINT "activity_classifies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_surveys" ADD CONSTRAINT "activity_surveys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_surveys" ADD CONSTRAINT "activity_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_surveys" ADD CONSTRAINT "activity_surveys_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_site_start_idx" ON "activities" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE INDEX "activities_classify_idx" ON "activities" USING btree ("classify_id","starts_at");--> statement-breakpoint
CREATE INDEX "activities_place_idx" ON "activities" USING btree ("site_id","place_type","place_id");--> statement-breakpoint
CREATE INDEX "activity_classifies_site_idx" ON "activity_classifies" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_surveys_once_uq" ON "activity_surveys" USING btree ("user_id","activity_id");