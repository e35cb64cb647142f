-- Issue 30 (decision 109): the platform's TCS report reads every shop's documents of a month in batches, in issue
-- order (issued_at, series, seq, id); this index lets each batch start where the last stopped instead of sorting
-- the rest of the month again. The shops' own reads keep tax_documents_shop_issued_idx.
CREATE INDEX IF NOT EXISTS "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at","series","seq","id");--> statement-breakpoint
-- The platform owner's ledger CSV of every shop reads the entries in batches by (posted_at, created_at, id) too.
CREATE INDEX IF NOT EXISTS "ledger_entries_posted_idx" ON "ledger_entries" USING btree ("posted_at","created_at","id");
