CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT 'scenic' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"stream_url" text DEFAULT '' NOT NULL,
	"place_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'LIVE' NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"issue" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"parent_code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"channel_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_columns_site_code" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "stream_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"category" text DEFAULT 'scenic' NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_media_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_media_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_media_likes_media_user" UNIQUE("media_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_columns" ADD CONSTRAINT "news_columns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media" ADD CONSTRAINT "stream_media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media_comments" ADD CONSTRAINT "stream_media_comments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media_comments" ADD CONSTRAINT "stream_media_comments_media_id_stream_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."stream_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media_comments" ADD CONSTRAINT "stream_media_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media_likes" ADD CONSTRAINT "stream_media_likes_media_id_stream_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."stream_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_media_likes" ADD CONSTRAINT "stream_media_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_rooms_site_idx" ON "live_rooms" USING btree ("site_id","category");--> statement-breakpoint
CREATE INDEX "magazines_site_time_idx" ON "magazines" USING btree ("site_id","publish_time");--> statement-breakpoint
CREATE INDEX "stream_media_site_type_idx" ON "stream_media" USING btree ("site_id","media_type","publish_time");--> statement-breakpoint
CREATE INDEX "stream_media_comments_media_idx" ON "stream_media_comments" USING btree ("media_id","created_at");