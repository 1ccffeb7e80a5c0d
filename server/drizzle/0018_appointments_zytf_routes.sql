CREATE TABLE "route_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"sn" text NOT NULL,
	"place_id" integer,
	"name" text NOT NULL,
	"price" text NOT NULL,
	"sale_type" integer NOT NULL,
	"thumb_image_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"upper_time" timestamp with time zone,
	"lower_time" timestamp with time zone,
	"reservation_notes" text DEFAULT '' NOT NULL,
	"included" text DEFAULT '' NOT NULL,
	"exclude" text DEFAULT '' NOT NULL,
	"considerations" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_reminds" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"openid" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tripartite_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"status" integer NOT NULL,
	"name" text NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"info_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"use_num" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zytf_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"order_status" integer NOT NULL,
	"resource_name" text NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"order_start_time" timestamp with time zone NOT NULL,
	"order_end_time" timestamp with time zone NOT NULL,
	"order_num" integer NOT NULL,
	"pay_money" text DEFAULT '' NOT NULL,
	"cancel_status" boolean DEFAULT false NOT NULL,
	"cancel_time" timestamp with time zone,
	"info_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_products" ADD CONSTRAINT "route_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_reminds" ADD CONSTRAINT "route_reminds_product_id_route_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."route_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_reminds" ADD CONSTRAINT "route_reminds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tripartite_orders" ADD CONSTRAINT "tripartite_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tripartite_orders" ADD CONSTRAINT "tripartite_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zytf_orders" ADD CONSTRAINT "zytf_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zytf_orders" ADD CONSTRAINT "zytf_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_products_sn_uq" ON "route_products" USING btree ("site_id","sn");--> statement-breakpoint
CREATE UNIQUE INDEX "route_reminds_uq" ON "route_reminds" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tripartite_orders_code_uq" ON "tripartite_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "tripartite_orders_user_idx" ON "tripartite_orders" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zytf_orders_code_uq" ON "zytf_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "zytf_orders_user_idx" ON "zytf_orders" USING btree ("user_id","site_id","order_status");