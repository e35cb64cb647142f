-- Issue 21 #4: an order records the terms its money is computed with when it is placed (decision 037): the
-- commission rate (the shop's own, else the platform's), whether TCS applies to cash on delivery (tcsOnCod) and
-- the shop's PAN. The ledger, the TCS report and the TDS report read these, never today's shop row or setting.
ALTER TABLE "orders" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tcs_on_cod" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_pan" text;--> statement-breakpoint
-- Orders already placed: what their ledger entries were computed with where they posted (the commission's rate;
-- the setting in force when it posted), else the shop's rate and the setting in force when the order was placed
-- (platform_settings is a dated history), else the defaults in code (5 %, on). The PAN was never recorded: the
-- shop's PAN now is the best there is.
UPDATE "orders" o SET
  "commission_rate_bp" = coalesce(
    (SELECT e.rate_bp FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'commission' ORDER BY e.created_at LIMIT 1),
    (SELECT s.commission_rate_bp FROM shops s WHERE s.id = o.shop_id),
    (SELECT p.commission_rate_bp FROM platform_settings p WHERE p.effective_from <= o.created_at ORDER BY p.version DESC LIMIT 1),
    500),
  "tcs_on_cod" = coalesce(
    (SELECT p.tcs_on_cod FROM platform_settings p
      WHERE p.effective_from <= coalesce((SELECT e.posted_at FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'commission' ORDER BY e.created_at LIMIT 1), o.created_at)
      ORDER BY p.version DESC LIMIT 1),
    true),
  "seller_pan" = (SELECT s.pan FROM shops s WHERE s.id = o.shop_id);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "commission_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tcs_on_cod" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller_pan" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_rate_ck" CHECK ("orders"."commission_rate_bp" between 0 and 10000);--> statement-breakpoint
-- Whoever inserts an order (checkout, demo data, fixtures) gets the terms in force, in the inserting transaction:
-- the shop's own commission rate if set, else the platform's latest version, else the defaults in code
-- (DEFAULT_PLATFORM_SETTINGS: 500 and true; a test pins them equal). Values given explicitly are kept.
CREATE OR REPLACE FUNCTION bazaar_order_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p_rate integer;
  p_tcs boolean;
  s_rate integer;
  s_pan text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT commission_rate_bp, tcs_on_cod INTO p_rate, p_tcs FROM platform_settings ORDER BY version DESC LIMIT 1;
    SELECT commission_rate_bp, pan INTO s_rate, s_pan FROM shops WHERE id = NEW.shop_id;
    NEW.commission_rate_bp := coalesce(NEW.commission_rate_bp, s_rate, p_rate, 500);
    NEW.tcs_on_cod := coalesce(NEW.tcs_on_cod, p_tcs, true);
    NEW.seller_pan := coalesce(NEW.seller_pan, s_pan);
    RETURN NEW;
  END IF;
  IF NEW.commission_rate_bp IS DISTINCT FROM OLD.commission_rate_bp OR NEW.tcs_on_cod IS DISTINCT FROM OLD.tcs_on_cod
     OR NEW.seller_pan IS DISTINCT FROM OLD.seller_pan THEN
    RAISE EXCEPTION 'an order keeps the terms it was placed with (commission rate, tcsOnCod, PAN)' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_terms_on_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION bazaar_order_terms();--> statement-breakpoint
CREATE TRIGGER orders_terms_kept BEFORE UPDATE OF commission_rate_bp, tcs_on_cod, seller_pan ON orders FOR EACH ROW EXECUTE FUNCTION bazaar_order_terms();--> statement-breakpoint
-- Weak spot of issue 21: each shop's net amount per due instant, kept with every entry written (like
-- ledger_balances), so "due by when", "overdue" and a payment's reply read a few rows, not every entry.
CREATE TABLE "ledger_due_groups" (
	"shop_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount_paise" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_due_groups_pk" PRIMARY KEY ("shop_id", "due_at")
);
--> statement-breakpoint
ALTER TABLE "ledger_due_groups" ADD CONSTRAINT "ledger_due_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_due_groups" ("shop_id", "due_at", "amount_paise", "entries")
  SELECT shop_id, due_at, sum(amount_paise), count(*) FROM ledger_entries GROUP BY shop_id, due_at;--> statement-breakpoint
-- The balance row is locked first (as before), then the due group: every writer takes them in that order.
CREATE OR REPLACE FUNCTION bazaar_ledger_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances (shop_id, balance_paise, entries) VALUES (NEW.shop_id, NEW.amount_paise, 1)
  ON CONFLICT (shop_id) DO UPDATE SET balance_paise = ledger_balances.balance_paise + EXCLUDED.balance_paise,
    entries = ledger_balances.entries + 1;
  INSERT INTO ledger_due_groups (shop_id, due_at, amount_paise, entries) VALUES (NEW.shop_id, NEW.due_at, NEW.amount_paise, 1)
  ON CONFLICT (shop_id, due_at) DO UPDATE SET amount_paise = ledger_due_groups.amount_paise + EXCLUDED.amount_paise,
    entries = ledger_due_groups.entries + 1;
  RETURN NULL;
END
$$;
