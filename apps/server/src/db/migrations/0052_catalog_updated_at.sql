-- When a shop or a product last changed (issue 29: ONDC's incremental catalog refresh lists only the providers and
-- items changed in a time window). Triggers keep them right for every writer: the API, stock taken by an order or
-- put back by a cancel or a return, fixtures and bulk imports.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "shops" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_touch_updated_at_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_updated_at_trg BEFORE UPDATE ON products
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bazaar_touch_updated_at_trg();--> statement-breakpoint
CREATE TRIGGER shops_updated_at_trg BEFORE UPDATE ON shops
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bazaar_touch_updated_at_trg();--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("shop_id", "updated_at");
