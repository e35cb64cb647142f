-- Issue 29 (decision 087): what ONDC needs of a shop (its GPS point and PIN code) and of a product (its ONDC retail
-- category), and the ONDC side of an order taken from a buyer app: the buyer app (bap_id, bap_uri), the transaction
-- and the buyer app's own order id. One row per (bap_id, transaction_id): a repeated confirm finds it, never a second order.
ALTER TABLE "shops" ADD COLUMN "gps" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_gps_ck" CHECK ("gps" is null or "gps" ~ '^-?[0-9]{1,2}\.[0-9]{4,},-?[0-9]{1,3}\.[0-9]{4,}$');--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_pincode_ck" CHECK ("pincode" is null or "pincode" ~ '^[1-9][0-9]{5}$');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ondc_category" text;--> statement-breakpoint
CREATE TABLE "ondc_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE restrict,
	"bap_id" text NOT NULL,
	"bap_uri" text NOT NULL,
	"transaction_id" text NOT NULL,
	"buyer_order_id" text NOT NULL,
	"domain" text NOT NULL,
	"city" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_orders_transaction_uq" ON "ondc_orders" ("bap_id", "transaction_id");
