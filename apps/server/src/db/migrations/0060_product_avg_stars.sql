-- Issue 25 (decision 096, "where the time goes"): search ranked every match with a per-row sub-query for the
-- product's average stars (10,000 index probes for "chaw" at 100× data), and the shop page's "Best rated" sort did
-- the same. The average is now a column kept by a trigger on reviews, exactly avg(stars) of the product's visible
-- reviews (null with none), recomputed from the reviews on every insert, delete and change of stars, product or
-- visibility, so it cannot drift. The products' updated_at (ONDC's incremental catalog, migration 0052) does not
-- move for a rating alone: a review is not a change of what the shop sells.
ALTER TABLE "products" ADD COLUMN "avg_stars" numeric;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_product_avg_stars(product uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE products SET avg_stars = (SELECT avg(r.stars) FROM reviews r WHERE r.product_id = product AND r.hidden_at IS NULL)
  WHERE id = product
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_reviews_avg_stars_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.product_id IS NOT NULL THEN
    PERFORM bazaar_product_avg_stars(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.product_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id OR NEW.stars IS DISTINCT FROM OLD.stars
          OR (NEW.hidden_at IS NULL) <> (OLD.hidden_at IS NULL)) THEN
    PERFORM bazaar_product_avg_stars(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_avg_stars_trg AFTER INSERT OR DELETE OR UPDATE OF product_id, stars, hidden_at ON reviews
FOR EACH ROW EXECUTE FUNCTION bazaar_reviews_avg_stars_trg();--> statement-breakpoint
-- Products: updated_at moves for any change but the average alone.
CREATE OR REPLACE FUNCTION bazaar_products_touch_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before products := OLD;
BEGIN
  before.avg_stars := NEW.avg_stars;
  before.updated_at := NEW.updated_at;
  IF before IS DISTINCT FROM NEW THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_updated_at_trg ON products;--> statement-breakpoint
CREATE TRIGGER products_updated_at_trg BEFORE UPDATE ON products
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bazaar_products_touch_trg();--> statement-breakpoint
UPDATE products p SET avg_stars = a.avg_stars
FROM (SELECT product_id, avg(stars) AS avg_stars FROM reviews WHERE product_id IS NOT NULL AND hidden_at IS NULL GROUP BY product_id) a
WHERE p.id = a.product_id;
