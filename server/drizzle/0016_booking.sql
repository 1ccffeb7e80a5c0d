CREATE TABLE "booking_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"slot_id" integer NOT NULL,
	"booking_resource_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"status" integer NOT NULL,
	"use_num" integer NOT NULL,
	"pay_money_fen" integer DEFAULT 0 NOT NULL,
	"comment_status" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pay_deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"resource_name" text NOT NULL,
	"sessions" jsonb NOT NULL,
	"closed_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_status" integer DEFAULT 2 NOT NULL,
	"cancel_hours" integer DEFAULT 2 NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"booking_resource_id" integer NOT NULL,
	"day" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"open_status" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_slots_sold_ck" CHECK ("booking_slots"."sold" >= 0 AND "booking_slots"."sold" <= "booking_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "booking_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"booking_resource_id" integer NOT NULL,
	"day" text NOT NULL,
	"name" text NOT NULL,
	"cert_number_hash" text NOT NULL,
	"cert_number_encrypted" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_slot_id_booking_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_booking_resource_id_booking_resources_id_fk" FOREIGN KEY ("booking_resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_resource_id_booking_resources_id_fk" FOREIGN KEY ("booking_resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_visitors" ADD CONSTRAINT "booking_visitors_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_code_uq" ON "booking_orders" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_idem_uq" ON "booking_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_orders_user_idx" ON "booking_orders" USING btree ("user_id","site_id","status");--> statement-breakpoint
CREATE INDEX "booking_orders_due_idx" ON "booking_orders" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_resources_uq" ON "booking_resources" USING btree ("site_id","resource_type","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_uq" ON "booking_slots" USING btree ("booking_resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_slots_day_idx" ON "booking_slots" USING btree ("booking_resource_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_visitors_person_day_uq" ON "booking_visitors" USING btree ("booking_resource_id","day","cert_number_hash") WHERE "booking_visitors"."active";--> statement-breakpoint
CREATE INDEX "booking_visitors_order_idx" ON "booking_visitors" USING btree ("order_id");