-- Issue 21 #5: one series per GSTIN (per shop without one) per financial year, its prefix fixed at the year's first document.
CREATE TABLE "document_series" (
	"series_key" text NOT NULL,
	"fy" text NOT NULL,
	"series" text NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_pk" PRIMARY KEY("series_key","fy","series"),
	CONSTRAINT "document_series_series_ck" CHECK ("document_series"."series" in ('invoice','credit_note')),
	CONSTRAINT "document_series_prefix_ck" CHECK ("document_series"."prefix" ~ '^[A-Z0-9]{2,4}$'),
	CONSTRAINT "document_series_key_ck" CHECK ("document_series"."series_key" ~ '^(gstin|shop):')
);
--> statement-breakpoint
-- The series continue where the documents already issued left them: past the highest number any shop of the
-- GSTIN used, with the prefix of the series' latest document.
INSERT INTO "document_series" ("series_key", "fy", "series", "prefix", "last_number")
SELECT "key", "fy", "series", (array_agg(split_part("number", '/', 1) ORDER BY "issued_at" DESC, "seq" DESC))[1], max("seq")
FROM (
	SELECT coalesce('gstin:' || ("snapshot" -> 'seller' ->> 'gstin'), 'shop:' || "shop_id"::text) AS "key", "fy", "series", "number", "issued_at", "seq"
	FROM "tax_documents"
) AS "d"
GROUP BY "key", "fy", "series";
--> statement-breakpoint
DROP TABLE "invoice_counters";
--> statement-breakpoint
-- Documents issued from now on name their series; older ones (null) keep what they were issued with.
ALTER TABLE "tax_documents" ADD COLUMN "series_key" text;
--> statement-breakpoint
DROP INDEX "tax_documents_seq_uq";
--> statement-breakpoint
DROP INDEX "tax_documents_number_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_seq_uq" ON "tax_documents" USING btree ("series_key","series","fy","seq") WHERE "series_key" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_number_uq" ON "tax_documents" USING btree ("series_key","series","number") WHERE "series_key" is not null;
--> statement-breakpoint
CREATE INDEX "tax_documents_shop_series_idx" ON "tax_documents" USING btree ("shop_id","series","fy","seq");
--> statement-breakpoint
-- Issue 21 #1: each document's PDF, drawn once and kept; like the document itself, never changed or deleted.
CREATE TABLE "tax_document_pdfs" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_document_pdfs" ADD CONSTRAINT "tax_document_pdfs_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE TRIGGER tax_document_pdfs_no_update BEFORE UPDATE ON tax_document_pdfs FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();
--> statement-breakpoint
CREATE TRIGGER tax_document_pdfs_no_delete BEFORE DELETE ON tax_document_pdfs FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();
