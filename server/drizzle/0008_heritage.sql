CREATE TABLE "heritage_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"open_hours" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"browse_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heritage_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"media_url" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heritage_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"list_code" text DEFAULT '' NOT NULL,
	"listed_year" integer DEFAULT 0 NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"protection_unit" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"browse_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heritage_successors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"birth_year" integer DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"level" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fans_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"browse_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "heritage_bases" ADD CONSTRAINT "heritage_bases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_bases" ADD CONSTRAINT "heritage_bases_project_id_heritage_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."heritage_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_entries" ADD CONSTRAINT "heritage_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_entries" ADD CONSTRAINT "heritage_entries_project_id_heritage_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."heritage_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_projects" ADD CONSTRAINT "heritage_projects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_successors" ADD CONSTRAINT "heritage_successors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_successors" ADD CONSTRAINT "heritage_successors_project_id_heritage_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."heritage_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heritage_bases_site_idx" ON "heritage_bases" USING btree ("site_id","kind","sort");--> statement-breakpoint
CREATE INDEX "heritage_entries_site_idx" ON "heritage_entries" USING btree ("site_id","kind","sort");--> statement-breakpoint
CREATE INDEX "heritage_projects_site_idx" ON "heritage_projects" USING btree ("site_id","level","sort");--> statement-breakpoint
CREATE INDEX "heritage_successors_site_idx" ON "heritage_successors" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "heritage_successors_project_idx" ON "heritage_successors" USING btree ("project_id");