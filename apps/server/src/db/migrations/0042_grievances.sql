-- Issue 26 #5 (decision 081): grievances with the E-Commerce Rules' clocks. The clocks and the grievance officer are
-- dated settings (never edited, like platform_settings); a ticket's messages are append-only. Erasing an account
-- (issue 26 #7, decision 083) is the one writer allowed to blank a message's author and text: it sets
-- bazaar.erasure in its own transaction.
CREATE TABLE "grievance_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"ack_hours" integer NOT NULL,
	"resolve_days" integer NOT NULL,
	"reopen_days" integer NOT NULL,
	"officer" jsonb,
	"changed" jsonb NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_by_name" text NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_settings_version_ck" CHECK ("version" > 0),
	CONSTRAINT "grievance_settings_ack_ck" CHECK ("ack_hours" between 1 and 48),
	CONSTRAINT "grievance_settings_resolve_ck" CHECK ("resolve_days" between 1 and 30),
	CONSTRAINT "grievance_settings_reopen_ck" CHECK ("reopen_days" between 1 and 90)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_grievance_settings_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'grievance settings versions are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER grievance_settings_no_update BEFORE UPDATE ON grievance_settings FOR EACH ROW EXECUTE FUNCTION bazaar_grievance_settings_immutable();--> statement-breakpoint
CREATE TRIGGER grievance_settings_no_delete BEFORE DELETE ON grievance_settings FOR EACH ROW EXECUTE FUNCTION bazaar_grievance_settings_immutable();--> statement-breakpoint
CREATE SEQUENCE "grievance_ticket_seq";--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_number" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"about" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
	"product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
	"shop_id" uuid REFERENCES "shops"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"settings_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grievances_ticket_uq" UNIQUE ("ticket_number"),
	CONSTRAINT "grievances_status_ck" CHECK ("status" in ('Open', 'InProgress', 'Escalated', 'Resolved', 'Reopened')),
	CONSTRAINT "grievances_about_ck" CHECK ("about" in ('order', 'product', 'shop', 'platform'))
);
--> statement-breakpoint
CREATE INDEX "grievances_shop_idx" ON "grievances" USING btree ("shop_id", "created_at");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("due_by") WHERE "status" in ('Open', 'InProgress', 'Reopened');--> statement-breakpoint
CREATE TABLE "grievance_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"grievance_id" uuid NOT NULL REFERENCES "grievances"("id") ON DELETE RESTRICT,
	"author" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grievance_messages_author_ck" CHECK ("author" in ('complainant', 'shop', 'platform', 'clock'))
);
--> statement-breakpoint
CREATE INDEX "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id", "created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_grievance_messages_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('bazaar.erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'grievance messages are append-only (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER grievance_messages_no_update BEFORE UPDATE ON grievance_messages FOR EACH ROW EXECUTE FUNCTION bazaar_grievance_messages_append_only();--> statement-breakpoint
CREATE TRIGGER grievance_messages_no_delete BEFORE DELETE ON grievance_messages FOR EACH ROW EXECUTE FUNCTION bazaar_grievance_messages_append_only();
