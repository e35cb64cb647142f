-- Issue 26 #2-#3 (decision 092): the shop's time to decide a return and the days to refund after receipt are dated
-- settings, read at the event (the request, the receipt), not constants. A return records its refund deadline.
CREATE TABLE "return_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"decide_hours" integer NOT NULL,
	"refund_days" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_settings_decide_hours_ck" CHECK ("decide_hours" between 1 and 168),
	CONSTRAINT "return_settings_refund_days_ck" CHECK ("refund_days" between 1 and 30)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_return_settings_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'return settings versions are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER return_settings_no_change BEFORE UPDATE OR DELETE ON return_settings FOR EACH ROW EXECUTE FUNCTION bazaar_return_settings_immutable();--> statement-breakpoint
INSERT INTO "return_settings" ("version", "decide_hours", "refund_days", "effective_from") VALUES (1, 48, 7, '2026-01-01T00:00:00+05:30');--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_due_by" timestamp with time zone;--> statement-breakpoint
UPDATE "returns" SET "refund_due_by" = "received_at" + interval '7 days' WHERE "resolution" = 'refund' AND "received_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "returns_refund_due_idx" ON "returns" USING btree ("refund_due_by") WHERE "status" = 'Received' AND "resolution" = 'refund';
