-- Issue 24 #1, #3, #4 (decision 072): a product has up to 3 options and up to 100 variants, each with its own SKU
-- (unique in the shop among live variants), price, MRP, stock, photo and net quantity. A product without options
-- has exactly one variant, kept equal to the product's own price, MRP and stock by a trigger, so every spec call
-- (and every write to the product row) reads and writes that one. For a product with options, the product's
-- price is the lowest variant price and its quantity the total stock, written by the service with the variants.
-- A variant that was ordered is archived (archived_at), never deleted: order items keep pointing at it.
ALTER TABLE "products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packaged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mrp_ck" CHECK ("mrp_paise" is null or "mrp_paise" >= "price_paise");--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer,
	"quantity" integer NOT NULL,
	"image" text,
	"net_quantity_milli" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_quantity_ck" CHECK ("quantity" >= 0),
	CONSTRAINT "product_variants_price_ck" CHECK ("price_paise" > 0),
	CONSTRAINT "product_variants_mrp_ck" CHECK ("mrp_paise" is null or "mrp_paise" >= "price_paise"),
	CONSTRAINT "product_variants_net_quantity_ck" CHECK ("net_quantity_milli" is null or ("net_quantity_milli" > 0 and "net_quantity_milli" <= 100000000))
);--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_shop_sku_uq" ON "product_variants" USING btree ("shop_id", lower("sku")) WHERE "archived_at" is null;--> statement-breakpoint
-- The default variant of a product without options follows the product row: created with it, and given its price,
-- MRP and stock whenever they change (by the service, a stock take, or a direct write).
CREATE FUNCTION "products_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."options" <> '[]'::jsonb THEN
		RETURN NEW;
	END IF;
	-- A new product has no variant yet: make its default one straight away. No lookup first: inside one bulk
	-- insert the table has no statistics yet, and a lookup planned as a scan would make the insert quadratic.
	-- Its SKU takes the id's last 16 hex digits (62 random bits): 10 collided in a 200,000-product shop.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "product_variants" ("id", "product_id", "shop_id", "sku", "price_paise", "mrp_paise", "quantity", "net_quantity_milli", "created_at")
		VALUES (NEW."id", NEW."id", NEW."shop_id", 'SKU-' || upper(right(replace(NEW."id"::text, '-', ''), 16)), NEW."price_paise", NEW."mrp_paise", NEW."quantity", NEW."net_quantity_milli", NEW."created_at");
		RETURN NEW;
	END IF;
	UPDATE "product_variants"
		SET "price_paise" = NEW."price_paise", "mrp_paise" = NEW."mrp_paise", "quantity" = NEW."quantity"
		WHERE "product_id" = NEW."id" AND "archived_at" IS NULL
			AND ("price_paise", "mrp_paise", "quantity") IS DISTINCT FROM (NEW."price_paise", NEW."mrp_paise", NEW."quantity");
	-- A stock take or a price change leaves the options as they were, so the default variant already exists: only
	-- a product whose options were just cleared may need it made again (or brought back from the archive).
	IF OLD."options" = NEW."options" THEN
		RETURN NEW;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM "product_variants" WHERE "product_id" = NEW."id" AND "archived_at" IS NULL) THEN
		INSERT INTO "product_variants" ("id", "product_id", "shop_id", "sku", "price_paise", "mrp_paise", "quantity", "net_quantity_milli", "created_at")
		VALUES (NEW."id", NEW."id", NEW."shop_id", 'SKU-' || upper(right(replace(NEW."id"::text, '-', ''), 16)), NEW."price_paise", NEW."mrp_paise", NEW."quantity", NEW."net_quantity_milli", NEW."created_at")
		ON CONFLICT ("id") DO UPDATE SET "archived_at" = NULL, "price_paise" = excluded."price_paise", "mrp_paise" = excluded."mrp_paise", "quantity" = excluded."quantity";
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_default_variant_tg" AFTER INSERT OR UPDATE OF "price_paise", "mrp_paise", "quantity", "options" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_default_variant"();--> statement-breakpoint
-- Backfill: one variant per existing product, with the product's id (so order items and carts point at it).
INSERT INTO "product_variants" ("id", "product_id", "shop_id", "sku", "price_paise", "mrp_paise", "quantity", "net_quantity_milli", "created_at")
SELECT "id", "id", "shop_id", 'SKU-' || upper(right(replace("id"::text, '-', ''), 16)), "price_paise", "mrp_paise", "quantity", "net_quantity_milli", "created_at" FROM "products";
