-- Issue 22 #12: the home list shows a shop once it has something to sell. shops.product_count follows inserts
-- and deletes of products, one UPDATE per statement (transition tables, as table_counts does), so a bulk
-- insert of products costs one update per shop, and the list's filter reads a column, not a count.
ALTER TABLE shops ADD COLUMN product_count integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE shops SET product_count = c.n FROM (SELECT shop_id, count(*)::int AS n FROM products GROUP BY shop_id) c WHERE shops.id = c.shop_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_shop_products_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shops s SET product_count = s.product_count + a.n FROM (SELECT shop_id, count(*)::int AS n FROM added GROUP BY shop_id) a WHERE s.id = a.shop_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_shop_products_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shops s SET product_count = greatest(0, s.product_count - r.n) FROM (SELECT shop_id, count(*)::int AS n FROM removed GROUP BY shop_id) r WHERE s.id = r.shop_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_shop_count_ins AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bazaar_shop_products_added();--> statement-breakpoint
CREATE TRIGGER products_shop_count_del AFTER DELETE ON products REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION bazaar_shop_products_removed();--> statement-breakpoint
-- Few rows: the public list's count is the trigger-kept total minus the shops this partial index holds.
CREATE INDEX shops_unlisted_idx ON shops (id) WHERE NOT active OR product_count = 0;
