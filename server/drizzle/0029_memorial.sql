CREATE TABLE "memorial_hall_days" (
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "memorial_hall_days_hall_id_kind_day_pk" PRIMARY KEY("hall_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "memorial_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"flower_num" integer DEFAULT 0 NOT NULL,
	"candle_num" integer DEFAULT 0 NOT NULL,
	"message_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"held_for" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_hall_days" ADD CONSTRAINT "memorial_hall_days_hall_id_memorial_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."memorial_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_halls" ADD CONSTRAINT "memorial_halls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_messages" ADD CONSTRAINT "memorial_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_messages" ADD CONSTRAINT "memorial_messages_hall_id_memorial_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."memorial_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_messages" ADD CONSTRAINT "memorial_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_offerings" ADD CONSTRAINT "memorial_offerings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_offerings" ADD CONSTRAINT "memorial_offerings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_offerings" ADD CONSTRAINT "memorial_offerings_hall_id_memorial_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."memorial_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_halls_site_idx" ON "memorial_halls" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "memorial_messages_hall_idx" ON "memorial_messages" USING btree ("hall_id","state","created_at");--> statement-breakpoint
CREATE INDEX "memorial_messages_user_idx" ON "memorial_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_offerings_once_uq" ON "memorial_offerings" USING btree ("user_id","hall_id","kind","day");