-- Issue 22 #7 and #8: the platform's public contact details, social links and payee details, as dated versions
-- like platform_settings (decision 051); and payments a shop owner reports for the platform owner to confirm.
CREATE TABLE "platform_profile" (
	"version" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_by_name" text NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_profile_version_ck" CHECK ("platform_profile"."version" > 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_platform_profile_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'platform profile versions are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER platform_profile_no_update BEFORE UPDATE ON platform_profile FOR EACH ROW EXECUTE FUNCTION bazaar_platform_profile_immutable();--> statement-breakpoint
CREATE TRIGGER platform_profile_no_delete BEFORE DELETE ON platform_profile FOR EACH ROW EXECUTE FUNCTION bazaar_platform_profile_immutable();--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"ledger_entry_id" uuid,
	CONSTRAINT "payment_claims_amount_ck" CHECK ("payment_claims"."amount_paise" > 0),
	CONSTRAINT "payment_claims_status_ck" CHECK ("payment_claims"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "payment_claims_shop_idx" ON "payment_claims" USING btree ("shop_id", "reported_at");--> statement-breakpoint
CREATE INDEX "payment_claims_pending_idx" ON "payment_claims" USING btree ("reported_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_reference_uq" ON "payment_claims" USING btree ("shop_id", lower("reference")) WHERE "status" <> 'rejected';
