-- Issue 25 (decision 114): the uncached search joined every match to products and shops to rank it (at 100× data
-- "basmati rice" matches 10,000 products, each probed or hashed against all 100,000 products). Each product's
-- search row now carries what ranking, filtering and counting read: the shop, name, category, price, whether it is
-- in stock, its average stars, when it was made, and whether its shop is listed (active). The match is ranked and
-- counted from search_docs alone; only the page's rows are read from products and shops. Triggers keep the copies
-- in the transaction of every write that changes them, whatever the writer, as the doc itself is kept (0035).
-- `options` is the Size and Colour (or Color) values of the product's live variants ('size:M', 'colour:Red', in the
-- owner's spelling): the size and colour facets read it instead of every matching product's variants.
ALTER TABLE "search_docs" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "name" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "category" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "price_paise" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "in_stock" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "avg_stars" numeric;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "created_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "listed" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "search_docs" ADD COLUMN "options" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_options(product uuid) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT (CASE WHEN lower(o.key) = 'size' THEN 'size' ELSE 'colour' END) || ':' || o.value), '{}')
  FROM product_variants v CROSS JOIN jsonb_each_text(v.options) o
  WHERE v.product_id = product AND v.archived_at IS NULL AND lower(o.key) IN ('size', 'colour', 'color')
$$;--> statement-breakpoint
UPDATE search_docs d SET shop_id = p.shop_id, name = p.name, category = p.category, price_paise = p.price_paise,
  in_stock = p.quantity > 0, avg_stars = p.avg_stars, created_at = p.created_at, listed = s.active,
  options = search_product_options(p.id)
FROM products p JOIN shops s ON s.id = p.shop_id
WHERE p.id = d.product_id;--> statement-breakpoint
CREATE INDEX "search_docs_shop_idx" ON "search_docs" ("shop_id");--> statement-breakpoint
-- The doc trigger (insert, and update of the words) writes the copies with the doc.
CREATE OR REPLACE FUNCTION search_products_doc_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE d tsvector := search_product_doc(NEW.name, NEW.category, NEW.sub_category, NEW.description);
BEGIN
  INSERT INTO search_docs (product_id, doc, shop_id, name, category, price_paise, in_stock, avg_stars, created_at, listed)
    VALUES (NEW.id, d, NEW.shop_id, NEW.name, NEW.category, NEW.price_paise, NEW.quantity > 0, NEW.avg_stars, NEW.created_at,
      coalesce((SELECT s.active FROM shops s WHERE s.id = NEW.shop_id), false))
    ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, shop_id = excluded.shop_id, name = excluded.name,
      category = excluded.category, price_paise = excluded.price_paise, in_stock = excluded.in_stock,
      avg_stars = excluded.avg_stars, created_at = excluded.created_at, listed = excluded.listed;
  -- Words of letters only (numbers and single letters are never corrected), in a fixed order so two writers
  -- adding the same new words never wait on each other in a cycle.
  INSERT INTO search_vocab (term)
    SELECT w FROM unnest(tsvector_to_array(d)) w WHERE w ~ '^[a-z]{2,}$' ORDER BY w
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The other copies change without the words: a price, the stock crossing zero (not every order: only when it
-- runs out or comes back), a review's stars, a move to another shop. No normalising here.
CREATE OR REPLACE FUNCTION search_products_keys_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_docs SET shop_id = NEW.shop_id, price_paise = NEW.price_paise, in_stock = NEW.quantity > 0,
    avg_stars = NEW.avg_stars, created_at = NEW.created_at,
    listed = coalesce((SELECT s.active FROM shops s WHERE s.id = NEW.shop_id), false)
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_keys_trg AFTER UPDATE OF shop_id, price_paise, quantity, avg_stars, created_at ON products
FOR EACH ROW WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
  OR (OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0) OR OLD.avg_stars IS DISTINCT FROM NEW.avg_stars
  OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION search_products_keys_trg();--> statement-breakpoint
-- A shop listed or delisted (blocked, suspended, reopened): its products' rows follow.
CREATE OR REPLACE FUNCTION search_shops_listed_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_docs SET listed = NEW.active WHERE shop_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_search_listed_trg AFTER UPDATE OF active ON shops
FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active)
EXECUTE FUNCTION search_shops_listed_trg();;--> statement-breakpoint
-- A variant added, archived, removed or re-optioned: its product's sizes and colours are read again.
CREATE OR REPLACE FUNCTION search_variants_options_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_docs SET options = search_product_options(OLD.product_id) WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    UPDATE search_docs SET options = search_product_options(NEW.product_id) WHERE product_id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_search_options_trg AFTER INSERT OR DELETE OR UPDATE OF product_id, options, archived_at ON product_variants
FOR EACH ROW EXECUTE FUNCTION search_variants_options_trg();
