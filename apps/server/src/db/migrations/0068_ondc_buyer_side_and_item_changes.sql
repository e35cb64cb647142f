-- Issue 29: a shop is "changed" for ONDC's incremental catalog only when something a buyer app is told of it changes.
-- Its product_count (kept by the trigger of migration 0027 as products come and go) no longer counts, so adding a
-- product marks that product changed (its own updated_at), not its whole shop.
DROP TRIGGER IF EXISTS shops_updated_at_trg ON shops;--> statement-breakpoint
CREATE TRIGGER shops_updated_at_trg BEFORE UPDATE ON shops
FOR EACH ROW WHEN ((to_jsonb(OLD.*) - 'product_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'product_count' - 'updated_at'))
EXECUTE FUNCTION bazaar_touch_updated_at_trg();--> statement-breakpoint
-- What the buyer app said of its side of an order, kept with the ONDC order and repeated in later callbacks (retail
-- 1.2.5 compares them with the confirm's): the delivery's end as the confirm gave it (the buyer's GPS, address and
-- contact: personal data, erased with the person, decision 110), the order's created_at as given, the buyer app's
-- finder fee, and the time Bazaar's on_confirm gave as the order's updated_at. The finder fee a buyer app declared in
-- its search, by transaction: its init need not repeat it, and on_init must give it back.
ALTER TABLE "ondc_orders" ADD COLUMN "fulfillment_end" jsonb;--> statement-breakpoint
ALTER TABLE "ondc_orders" ADD COLUMN "buyer_created_at" text;--> statement-breakpoint
ALTER TABLE "ondc_orders" ADD COLUMN "finder_fee" jsonb;--> statement-breakpoint
ALTER TABLE "ondc_orders" ADD COLUMN "on_confirm_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "ondc_search_fees" (
  "bap_id" text NOT NULL,
  "transaction_id" text NOT NULL,
  "fee_type" text NOT NULL,
  "fee_amount" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ondc_search_fees_pk" PRIMARY KEY ("bap_id", "transaction_id"),
  CONSTRAINT "ondc_search_fees_type_ck" CHECK ("fee_type" in ('percent', 'amount')),
  CONSTRAINT "ondc_search_fees_amount_ck" CHECK ("fee_amount" ~ '^[0-9]{1,7}(\.[0-9]{1,2})?$')
);--> statement-breakpoint
CREATE INDEX "ondc_search_fees_created_idx" ON "ondc_search_fees" USING btree ("created_at");
