CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"out_no" text NOT NULL,
	"provider_ref" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "pay_type" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_order_kind_uq" ON "booking_payments" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_out_no_uq" ON "booking_payments" USING btree ("out_no");