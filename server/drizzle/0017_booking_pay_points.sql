ALTER TABLE "booking_orders" ADD COLUMN "pay_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD COLUMN "price_points" integer DEFAULT 0 NOT NULL;