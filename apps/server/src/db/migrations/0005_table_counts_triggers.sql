-- table_counts.n follows inserts, deletes and truncates of the counted tables, one UPDATE per statement
-- (transition tables), so a bulk insert of 10,000 shops costs one counter update.
CREATE OR REPLACE FUNCTION bazaar_count_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_counts SET n = n + (SELECT count(*) FROM added) WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_count_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_counts SET n = n - (SELECT count(*) FROM removed) WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_count_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_counts SET n = 0 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_count_ins AFTER INSERT ON shops REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bazaar_count_added();--> statement-breakpoint
CREATE TRIGGER shops_count_del AFTER DELETE ON shops REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION bazaar_count_removed();--> statement-breakpoint
CREATE TRIGGER shops_count_trunc AFTER TRUNCATE ON shops FOR EACH STATEMENT EXECUTE FUNCTION bazaar_count_truncated();--> statement-breakpoint
INSERT INTO table_counts (name, n) SELECT 'shops', count(*) FROM shops;
