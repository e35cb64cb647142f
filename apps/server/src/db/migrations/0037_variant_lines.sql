-- Issue 24 #1 (decision 072): cart lines and order items name the variant. A cart holds one line per variant (the
-- spec's one line per product is the same thing for a product without options, whose variant has the product's
-- id). An order item keeps the variant's SKU and options as they were when ordered; a variant deleted later leaves
-- the item's variant_id null and its snapshot intact. A line written without a variant (as the spec's calls and
-- older code do) takes the product's default variant, whose id is the product's.
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE cascade;--> statement-breakpoint
UPDATE "cart_lines" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_variant_id_pk" PRIMARY KEY ("user_id", "variant_id");--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE FUNCTION "lines_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."variant_id" IS NULL AND NEW."product_id" IS NOT NULL THEN
		NEW."variant_id" := (SELECT "id" FROM "product_variants" WHERE "id" = NEW."product_id");
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_lines_default_variant_tg" BEFORE INSERT ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION "lines_default_variant"();--> statement-breakpoint
CREATE TRIGGER "order_items_default_variant_tg" BEFORE INSERT ON "order_items" FOR EACH ROW EXECUTE FUNCTION "lines_default_variant"();
