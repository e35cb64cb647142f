-- Issue 26 #3 (decision 100): a refund not recorded by its due date is mailed to the platform owners once; this
-- stamp is that "once" across instances (the sweep takes the rows FOR UPDATE SKIP LOCKED and sets it).
-- The refund account's columns exist since migration 0043; a bank account is kept sealed with its last four digits.
ALTER TABLE "returns" ADD COLUMN "refund_overdue_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_account_ck" CHECK (
  ("refund_account_sealed" IS NULL AND "refund_account_last4" IS NULL AND "refund_ifsc" IS NULL AND "refund_holder" IS NULL)
  OR ("refund_account_sealed" IS NOT NULL AND "refund_account_last4" ~ '^[0-9]{4}$' AND "refund_ifsc" IS NOT NULL AND "refund_holder" IS NOT NULL AND "refund_upi_id" IS NULL)
);
