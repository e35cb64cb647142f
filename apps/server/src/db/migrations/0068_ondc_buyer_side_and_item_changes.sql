-- Issue 29: a shop is "changed" for ONDC's incremental catalog only when something a buyer app is told of it changes.
-- Its product_count (kept by the trigger of migration 0027 as products come and go) no longer counts, so adding a
-- product marks that product changed (its own updated_at), not its whole shop.
DROP TRIGGER IF EXISTS shops_updated_at_trg ON shops;--> statement-breakpoint
CREATE TRIGGER shops_updated_at_trg BEFORE UPDATE ON shops
FOR EACH ROW WHEN ((to_jsonb(OLD.*) - 'product_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'product_count' - 'updated_at'))
EXECUTE FUNCTION bazaar_touch_updated_at_trg();
