CREATE TABLE "room_order_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"people_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"seat_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"booking_resource_id" integer NOT NULL,
	"hall_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_order_details" ADD CONSTRAINT "room_order_details_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_slot_id_booking_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_booking_resource_id_booking_resources_id_fk" FOREIGN KEY ("booking_resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_slot_seat_uq" ON "seat_holds" USING btree ("slot_id","seat_id");--> statement-breakpoint
CREATE INDEX "seat_holds_user_idx" ON "seat_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seat_holds_order_idx" ON "seat_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seat_holds_expiry_idx" ON "seat_holds" USING btree ("expires_at") WHERE "seat_holds"."order_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_plans_resource_uq" ON "seat_plans" USING btree ("booking_resource_id");