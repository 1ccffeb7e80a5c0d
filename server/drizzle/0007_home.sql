CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" text DEFAULT 'HOME' NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"resource_id" integer,
	"resource_type" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "function_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"function_type" text NOT NULL,
	"function_id" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "function_clicks_once" UNIQUE("site_id","function_type","function_id")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_clicks" ADD CONSTRAINT "function_clicks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_site_position_idx" ON "adverts" USING btree ("site_id","position","sort");