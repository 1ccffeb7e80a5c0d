CREATE TABLE "volunteer_activities" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"sign_in_radius" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_honours" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"title" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"awarded_on" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"activity_id" integer,
	"sign_in_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"service_day" text NOT NULL,
	"minutes" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"day" text NOT NULL,
	"title" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sign_in_at" timestamp with time zone NOT NULL,
	"sign_in_longitude" double precision NOT NULL,
	"sign_in_latitude" double precision NOT NULL,
	"distance" integer NOT NULL,
	"sign_out_at" timestamp with time zone,
	"minutes" integer
);
--> statement-breakpoint
CREATE TABLE "volunteer_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"brand_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"contact_id" integer NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_activities" ADD CONSTRAINT "volunteer_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_activities" ADD CONSTRAINT "volunteer_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_activities" ADD CONSTRAINT "volunteer_activities_team_id_volunteer_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."volunteer_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_brands" ADD CONSTRAINT "volunteer_brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_honours" ADD CONSTRAINT "volunteer_honours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_honours" ADD CONSTRAINT "volunteer_honours_team_id_volunteer_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."volunteer_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_records" ADD CONSTRAINT "volunteer_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_records" ADD CONSTRAINT "volunteer_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_records" ADD CONSTRAINT "volunteer_records_team_id_volunteer_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."volunteer_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_records" ADD CONSTRAINT "volunteer_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_records" ADD CONSTRAINT "volunteer_records_sign_in_id_volunteer_sign_ins_id_fk" FOREIGN KEY ("sign_in_id") REFERENCES "public"."volunteer_sign_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_schedules" ADD CONSTRAINT "volunteer_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_schedules" ADD CONSTRAINT "volunteer_schedules_team_id_volunteer_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."volunteer_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_sign_ins" ADD CONSTRAINT "volunteer_sign_ins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_sign_ins" ADD CONSTRAINT "volunteer_sign_ins_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_sign_ins" ADD CONSTRAINT "volunteer_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_team_members" ADD CONSTRAINT "volunteer_team_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_team_members" ADD CONSTRAINT "volunteer_team_members_team_id_volunteer_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."volunteer_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_team_members" ADD CONSTRAINT "volunteer_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_teams" ADD CONSTRAINT "volunteer_teams_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_teams" ADD CONSTRAINT "volunteer_teams_brand_id_volunteer_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."volunteer_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_activities_team_idx" ON "volunteer_activities" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "volunteer_brands_site_idx" ON "volunteer_brands" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "volunteer_honours_site_idx" ON "volunteer_honours" USING btree ("site_id","awarded_on");--> statement-breakpoint
CREATE INDEX "volunteer_records_user_idx" ON "volunteer_records" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteer_records_team_idx" ON "volunteer_records" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_records_sign_in_uq" ON "volunteer_records" USING btree ("sign_in_id");--> statement-breakpoint
CREATE INDEX "volunteer_schedules_team_day_idx" ON "volunteer_schedules" USING btree ("team_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_sign_ins_once_uq" ON "volunteer_sign_ins" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_team_members_uq" ON "volunteer_team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "volunteer_team_members_user_idx" ON "volunteer_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "volunteer_teams_site_idx" ON "volunteer_teams" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_site_user_uq" ON "volunteers" USING btree ("site_id","user_id");