CREATE TABLE "browse_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_words_once" UNIQUE("site_id","word")
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interactions_once" UNIQUE("user_id","resource_type","resource_id","kind")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"panorama" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"open_hours" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"price" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"official_name" text DEFAULT '' NOT NULL,
	"official_url" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"visitors" integer,
	"crowd_state" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"browse_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"terms" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_once" UNIQUE("site_id","resource_type","resource_id","lang")
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_records_once" UNIQUE("user_id","site_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "browse_records" ADD CONSTRAINT "browse_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browse_records" ADD CONSTRAINT "browse_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_words" ADD CONSTRAINT "hot_words_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browse_records_user_idx" ON "browse_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interactions_user_kind_idx" ON "interactions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "places_site_type_sort_idx" ON "places" USING btree ("site_id","type","sort");--> statement-breakpoint
CREATE INDEX "places_parent_idx" ON "places" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "search_documents_site_idx" ON "search_documents" USING btree ("site_id","lang");--> statement-breakpoint
CREATE INDEX "search_records_user_idx" ON "search_records" USING btree ("user_id","created_at");