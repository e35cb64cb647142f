CREATE TABLE "ledger_balances" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"base_paise" bigint,
	"rate_bp" integer,
	"order_id" uuid,
	"credit_note_id" uuid,
	"payment_id" uuid,
	"reverses_id" uuid,
	"method" text,
	"reference" text,
	"note" text,
	"posted_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('commission','commission_gst','tcs','tds','payment','reversal')),
	CONSTRAINT "ledger_entries_reversal_ck" CHECK (("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses_id" is not null)),
	CONSTRAINT "ledger_entries_payment_ck" CHECK (("ledger_entries"."kind" = 'payment') = ("ledger_entries"."payment_id" is not null and "ledger_entries"."method" is not null))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_note_id_tax_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_uq" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_id") WHERE "ledger_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_shop_posted_idx" ON "ledger_entries" USING btree ("shop_id","posted_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_shop_due_idx" ON "ledger_entries" USING btree ("shop_id","due_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_commission_rate_ck" CHECK ("shops"."commission_rate_bp" is null or ("shops"."commission_rate_bp" >= 0 and "shops"."commission_rate_bp" <= 5000));--> statement-breakpoint
-- Ledger entries are immutable (docs/rules.md, "Money"): no UPDATE or DELETE, whoever asks; a reversing entry corrects.
CREATE OR REPLACE FUNCTION bazaar_ledger_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION bazaar_ledger_immutable();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION bazaar_ledger_immutable();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION bazaar_ledger_immutable();--> statement-breakpoint
-- Each shop's balance, kept with every entry written (whoever writes it: service, demo data, fixtures).
CREATE OR REPLACE FUNCTION bazaar_ledger_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances (shop_id, balance_paise, entries) VALUES (NEW.shop_id, NEW.amount_paise, 1)
  ON CONFLICT (shop_id) DO UPDATE SET balance_paise = ledger_balances.balance_paise + EXCLUDED.balance_paise,
    entries = ledger_balances.entries + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION bazaar_ledger_balance();
