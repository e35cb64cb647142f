-- Issue 30 (decision 113): the GST register's and the TCS report's figures of each tax document, as a few columns
-- written once, in the transaction that inserts the document, so that a month's sums are SQL aggregates over small
-- rows instead of over every document's JSON snapshot. Derived data: the snapshot stays the source, the rows are
-- written from it by one function (for new documents by the trigger below, for existing ones by the backfill at
-- the end), and like the documents they are never changed.
CREATE TABLE IF NOT EXISTS "register_documents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_ms" timestamp with time zone NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"sign" smallint NOT NULL,
	"date" text NOT NULL,
	"invoice_date" text NOT NULL,
	"tax_columns" text NOT NULL,
	"supply_type" text NOT NULL,
	"place_code" text NOT NULL,
	"place_name" text NOT NULL,
	"seller_gstin" text,
	"seller_state_code" text NOT NULL,
	"seller_state_name" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "register_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
-- A shop's month in the register's order (a page reads only its rows), and every shop's month (the TCS report).
CREATE INDEX IF NOT EXISTS "register_documents_shop_order_idx" ON "register_documents" USING btree ("shop_id","issued_ms","number","document_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "register_documents_issued_idx" ON "register_documents" USING btree ("issued_ms");--> statement-breakpoint
-- One row per document and GST rate of its lines (lines without a rate have none): the sums of those lines.
CREATE TABLE IF NOT EXISTS "register_rate_lines" (
	"document_id" uuid NOT NULL,
	"rate" numeric NOT NULL,
	"shop_id" uuid NOT NULL,
	"issued_ms" timestamp with time zone NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "register_rate_lines_pk" PRIMARY KEY ("document_id","rate"),
	CONSTRAINT "register_rate_lines_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("document_id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "register_rate_lines_shop_issued_idx" ON "register_rate_lines" USING btree ("shop_id","issued_ms");--> statement-breakpoint
-- One row per row of the document's HSN summary, in its order (`ord`, from 1).
CREATE TABLE IF NOT EXISTS "register_hsn_lines" (
	"document_id" uuid NOT NULL,
	"ord" integer NOT NULL,
	"shop_id" uuid NOT NULL,
	"issued_ms" timestamp with time zone NOT NULL,
	"hsn_code" text NOT NULL,
	"uqc" text NOT NULL,
	"rate" numeric NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	CONSTRAINT "register_hsn_lines_pk" PRIMARY KEY ("document_id","ord"),
	CONSTRAINT "register_hsn_lines_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("document_id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "register_hsn_lines_shop_issued_idx" ON "register_hsn_lines" USING btree ("shop_id","issued_ms");--> statement-breakpoint
-- Written once, never changed: the same rule as the documents they come from.
CREATE TRIGGER register_documents_no_update BEFORE UPDATE ON register_documents FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER register_documents_no_delete BEFORE DELETE ON register_documents FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER register_rate_lines_no_update BEFORE UPDATE ON register_rate_lines FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER register_rate_lines_no_delete BEFORE DELETE ON register_rate_lines FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER register_hsn_lines_no_update BEFORE UPDATE ON register_hsn_lines FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER register_hsn_lines_no_delete BEFORE DELETE ON register_hsn_lines FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
-- The register's rows of the tax documents `ids` that have none yet, from their snapshots (the only place the
-- snapshot's shape is read for them). Integer paise stay integers; quantities exact decimals; a rate as written.
CREATE OR REPLACE FUNCTION bazaar_register_fill(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  insert into register_documents (document_id, shop_id, order_id, issued_at, issued_ms, series, seq, number, kind, sign, date,
    invoice_date, tax_columns, supply_type, place_code, place_name, seller_gstin, seller_state_code, seller_state_name,
    taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
  select t.id, t.shop_id, t.order_id, t.issued_at, date_trunc('milliseconds', t.issued_at), t.series, t.seq, t.number,
    t.snapshot->>'kind', case when t.snapshot->>'kind' = 'credit-note' then -1 else 1 end, t.snapshot->>'date',
    coalesce(t.snapshot->'original'->>'date', t.snapshot->>'date'), t.snapshot->>'taxColumns', t.snapshot->>'supplyType',
    t.snapshot->'placeOfSupply'->>'code', t.snapshot->'placeOfSupply'->>'name', nullif(t.snapshot->'seller'->>'gstin', ''),
    t.snapshot->'seller'->'state'->>'code', t.snapshot->'seller'->'state'->>'name',
    (t.snapshot->'totals'->>'taxablePaise')::bigint, (t.snapshot->'totals'->>'cgstPaise')::bigint,
    (t.snapshot->'totals'->>'sgstPaise')::bigint, (t.snapshot->'totals'->>'igstPaise')::bigint,
    (t.snapshot->'totals'->>'totalPaise')::bigint
  from tax_documents t
  where t.id = any(ids) and not exists (select 1 from register_documents r where r.document_id = t.id);

  insert into register_rate_lines (document_id, rate, shop_id, issued_ms, taxable_paise, cgst_paise, sgst_paise, igst_paise)
  select r.document_id, (x->>'gstRate')::numeric, r.shop_id, r.issued_ms, sum((x->>'taxablePaise')::bigint),
    sum((x->>'cgstPaise')::bigint), sum((x->>'sgstPaise')::bigint), sum((x->>'igstPaise')::bigint)
  from register_documents r
    join tax_documents t on t.id = r.document_id
    cross join lateral jsonb_array_elements(t.snapshot->'lines') x
  where r.document_id = any(ids) and x->>'gstRate' is not null
    and not exists (select 1 from register_rate_lines l where l.document_id = r.document_id)
  group by r.document_id, (x->>'gstRate')::numeric, r.shop_id, r.issued_ms;

  insert into register_hsn_lines (document_id, ord, shop_id, issued_ms, hsn_code, uqc, rate, description, quantity,
    total_paise, taxable_paise, igst_paise, cgst_paise, sgst_paise)
  select r.document_id, h.ord::integer, r.shop_id, r.issued_ms, h.row->>'hsnCode', h.row->>'uqc',
    coalesce((h.row->>'gstRate')::numeric, 0), h.row->>'description', (h.row->>'quantity')::numeric,
    (h.row->>'totalPaise')::bigint, (h.row->>'taxablePaise')::bigint, (h.row->>'igstPaise')::bigint,
    (h.row->>'cgstPaise')::bigint, (h.row->>'sgstPaise')::bigint
  from register_documents r
    join tax_documents t on t.id = r.document_id
    cross join lateral jsonb_array_elements(t.snapshot->'hsnSummary') with ordinality as h(row, ord)
  where r.document_id = any(ids)
    and not exists (select 1 from register_hsn_lines l where l.document_id = r.document_id);
$$;--> statement-breakpoint
-- In the statement (and so the transaction) that inserts the documents, whoever inserts them.
CREATE OR REPLACE FUNCTION bazaar_register_of_new_documents() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bazaar_register_fill(array(select id from new_documents));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tax_documents_register AFTER INSERT ON tax_documents REFERENCING NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_register_of_new_documents();--> statement-breakpoint
-- Backfill: every document issued before this migration, by the same function.
SELECT bazaar_register_fill(array(select id from tax_documents));
