CREATE TABLE "e_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" integer NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"picture" text NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"order_type" integer NOT NULL,
	"status" integer NOT NULL,
	"shop_name" text NOT NULL,
	"resource_type" text,
	"resource_id" integer,
	"use_date" text,
	"total_fen" integer NOT NULL,
	"freight_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"pay_fen" integer NOT NULL,
	"address" jsonb,
	"logistics_company" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"refund_status" integer DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"role" text DEFAULT 'writeOff' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_codes" ADD CONSTRAINT "e_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_codes" ADD CONSTRAINT "e_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_order_events" ADD CONSTRAINT "generic_order_events_order_id_generic_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."generic_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_order_items" ADD CONSTRAINT "generic_order_items_order_id_generic_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."generic_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_orders" ADD CONSTRAINT "generic_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_orders" ADD CONSTRAINT "generic_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_staff" ADD CONSTRAINT "resource_staff_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_staff" ADD CONSTRAINT "resource_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_codes_code_uq" ON "e_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "e_codes_order_uq" ON "e_codes" USING btree ("kind","order_id");--> statement-breakpoint
CREATE INDEX "generic_order_events_order_idx" ON "generic_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "generic_order_items_order_idx" ON "generic_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generic_orders_code_uq" ON "generic_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "generic_orders_user_idx" ON "generic_orders" USING btree ("user_id","site_id","order_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_staff_uq" ON "resource_staff" USING btree ("site_id","user_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "resource_staff_resource_idx" ON "resource_staff" USING btree ("site_id","resource_type","resource_id");