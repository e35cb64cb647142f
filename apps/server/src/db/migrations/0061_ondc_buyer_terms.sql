-- Issue 29 (decision 094, 2026-11-27 addendum): what a buyer app's confirm said of its own side of the money and terms
-- (its `@ondc/org/settlement_details` and `bap_terms`), kept so that every later callback (on_status, on_cancel)
-- repeats them as retail 1.2.5 expects. A business's settlement account and GSTIN: no person's data.
ALTER TABLE "ondc_orders" ADD COLUMN "buyer_terms" jsonb;
