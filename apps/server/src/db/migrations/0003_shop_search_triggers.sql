-- shops.search_text = lower(shop name, owner's name, category, location), joined with chr(31) so a search
-- never matches across two fields. Triggers keep it right for every writer (API, fixtures, bulk seeding).
CREATE OR REPLACE FUNCTION bazaar_shop_search_text(shop_name text, admin uuid, category text, location text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(shop_name || chr(31) || coalesce((SELECT u.name FROM users u WHERE u.id = admin), '') || chr(31) || category || chr(31) || location)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_shops_search_text_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := bazaar_shop_search_text(NEW.name, NEW.admin_id, NEW.category, NEW.location);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_search_text_trg BEFORE INSERT OR UPDATE OF name, admin_id, category, location ON shops
FOR EACH ROW EXECUTE FUNCTION bazaar_shops_search_text_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_users_name_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shops SET search_text = bazaar_shop_search_text(name, admin_id, category, location) WHERE admin_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_name_shops_search_trg AFTER UPDATE OF name ON users
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bazaar_users_name_trg();--> statement-breakpoint
UPDATE shops SET search_text = bazaar_shop_search_text(name, admin_id, category, location);
