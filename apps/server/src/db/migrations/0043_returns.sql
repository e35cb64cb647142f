-- Issue 26 #1-#4 (decision 084): return policies as dated data, returns of delivered orders with one transition
-- table, refunds of cash orders recorded once, and credit notes for exactly the returned lines.
--
-- #1 A shop's return policy is a dated history (never edited, like platform_settings); a product may narrow it
-- (returnable = false); an order records the policy it was placed under and each line whether it was returnable,
-- filled by triggers in the inserting transaction (as the recorded terms of decision 037), never changed after.
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_policy" jsonb;--> statement-breakpoint
-- No shop had a policy before: the orders already placed were placed under no returns.
UPDATE "orders" SET "return_policy" = '{"kind": "none", "days": 0}'::jsonb;--> statement-breakpoint
CREATE TABLE "shop_return_policies" (
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"changed_by" uuid NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_return_policies_pk" PRIMARY KEY ("shop_id", "version"),
	CONSTRAINT "shop_return_policies_kind_ck" CHECK ("kind" in ('none', 'return', 'replacement')),
	CONSTRAINT "shop_return_policies_days_ck" CHECK (("kind" = 'none' AND "days" = 0) OR ("kind" <> 'none' AND "days" between 1 and 30))
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_return_policies_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'return policy versions are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER shop_return_policies_no_update BEFORE UPDATE ON shop_return_policies FOR EACH ROW EXECUTE FUNCTION bazaar_return_policies_immutable();--> statement-breakpoint
-- Every order records the policy in force when placed: the shop's latest version, else no returns.
CREATE OR REPLACE FUNCTION bazaar_order_return_policy() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p_kind text;
  p_days integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.return_policy IS NULL THEN
      SELECT kind, days INTO p_kind, p_days FROM shop_return_policies WHERE shop_id = NEW.shop_id ORDER BY version DESC LIMIT 1;
      NEW.return_policy := jsonb_build_object('kind', coalesce(p_kind, 'none'), 'days', coalesce(p_days, 0));
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.return_policy IS DISTINCT FROM OLD.return_policy THEN
    RAISE EXCEPTION 'an order keeps the return policy it was placed under' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_return_policy_on_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION bazaar_order_return_policy();--> statement-breakpoint
CREATE TRIGGER orders_return_policy_kept BEFORE UPDATE OF return_policy ON orders FOR EACH ROW EXECUTE FUNCTION bazaar_order_return_policy();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_order_item_returnable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.product_id IS NOT NULL THEN
    NEW.returnable := coalesce((SELECT returnable FROM products WHERE id = NEW.product_id), NEW.returnable);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_items_returnable_on_insert BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION bazaar_order_item_returnable();--> statement-breakpoint
-- #2 A return of some lines of a delivered order. Moves are written WHERE status = <from> under a row lock.
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE RESTRICT,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"resolution" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"decline_reason" text,
	"resellable" boolean,
	"created_at" timestamp with time zone NOT NULL,
	"decide_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"refund_upi_id" text,
	"refund_account_sealed" text,
	"refund_account_last4" text,
	"refund_ifsc" text,
	"refund_holder" text,
	"refund_reference" text,
	"refund_date" date,
	"refund_recorded_at" timestamp with time zone,
	"refund_confirmed" boolean,
	"refund_note" text,
	"refund_answered_at" timestamp with time zone,
	"credit_note_id" uuid,
	CONSTRAINT "returns_status_ck" CHECK ("status" in ('Requested', 'Accepted', 'Declined', 'PickedUp', 'Received', 'Refunded', 'Replaced')),
	CONSTRAINT "returns_resolution_ck" CHECK ("resolution" in ('refund', 'replacement'))
);
--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id", "created_at");--> statement-breakpoint
CREATE INDEX "returns_shop_idx" ON "returns" USING btree ("shop_id", "created_at");--> statement-breakpoint
CREATE INDEX "returns_undecided_idx" ON "returns" USING btree ("decide_by") WHERE "status" = 'Requested' AND "escalated_at" IS NULL;--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL REFERENCES "returns"("id") ON DELETE RESTRICT,
	"item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE RESTRICT,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_pk" PRIMARY KEY ("return_id", "item_id"),
	CONSTRAINT "return_lines_quantity_ck" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("item_id");--> statement-breakpoint
-- #4 A credit note may now credit part of an order: one per return (return_id), besides the one whole-order
-- credit note of a cancel or a refusal (return_id null).
ALTER TABLE "tax_documents" ADD COLUMN "return_id" uuid REFERENCES "returns"("id") ON DELETE RESTRICT;--> statement-breakpoint
DROP INDEX "tax_documents_order_series_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_series_uq" ON "tax_documents" USING btree ("order_id", "series") WHERE "return_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_return_uq" ON "tax_documents" USING btree ("return_id") WHERE "return_id" IS NOT NULL;--> statement-breakpoint
-- Every credit note of an order, returns' included, read with the order's lists (the unique index above covers
-- only the whole-order one).
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id", "series");
