CREATE TABLE "shop_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"shop_name" text NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"price_fen" integer NOT NULL,
	"market_price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_goods_stock_ck" CHECK ("shop_goods"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_goods_id_shop_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."shop_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_user_goods_uq" ON "shop_cart_items" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "shop_cart_items_user_idx" ON "shop_cart_items" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE INDEX "shop_categories_site_idx" ON "shop_categories" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "shop_goods_site_idx" ON "shop_goods" USING btree ("site_id","category_id","sort");