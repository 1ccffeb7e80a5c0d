CREATE TABLE "stat_daily" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"stay_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_site_id_day_kind_key_pk" PRIMARY KEY("site_id","day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"client_type" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"unique_id" text NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"special" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"stay_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_daily" ADD CONSTRAINT "stat_daily_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_events" ADD CONSTRAINT "stat_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_events_page_idx" ON "stat_events" USING btree ("site_id","kind","module","path");