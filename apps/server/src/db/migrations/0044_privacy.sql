-- Issue 26 #6, #7 (decision 085): the privacy notice as dated versions (never edited), the consent each account gave
-- at registration (the notice's version, when, and how), and the erasure requests a platform owner completes when an
-- account could not be erased at once (open orders).
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "privacy_notices_version_ck" CHECK ("version" > 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_privacy_notices_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'privacy notices are never edited: add a new version (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER privacy_notices_no_update BEFORE UPDATE ON privacy_notices FOR EACH ROW EXECUTE FUNCTION bazaar_privacy_notices_immutable();--> statement-breakpoint
CREATE TRIGGER privacy_notices_no_delete BEFORE DELETE ON privacy_notices FOR EACH ROW EXECUTE FUNCTION bazaar_privacy_notices_immutable();--> statement-breakpoint
INSERT INTO "privacy_notices" ("version", "effective_from", "text") VALUES (1, '2026-11-01T00:00:00+05:30', $notice$## What we collect
Your name, email address and phone or mobile number when you register; the delivery addresses you save or give at checkout; your cart, your orders and their invoices; the reviews you write; the complaints and messages you send us; and the emails and text messages we send you.

## Why we use it
To run your account and log you in; to place your orders with the shops and deliver them (a shop sees your delivery address only once it confirms your order); to issue the tax invoices the law requires; to answer your complaints; and to keep the marketplace safe from abuse. We do not sell your data and we do not use it for advertising.

## Who sees it
The shop you order from sees your name, phone and delivery address for that order. Text messages go through our SMS provider and emails through our mail provider, only to deliver them. We share nothing else unless the law requires it.

## How long we keep it
As long as your account exists. When you erase your account we remove or anonymise your personal data, except the tax invoices and credit notes of your orders, which the CGST Act s.36 requires us to keep for 72 months with your name and address as issued.

## Your rights
You may download everything we hold about you, correct your profile, and erase your account from your account page. You may withdraw your consent by erasing your account. For anything else, or to complain, write to the grievance officer named below.$notice$);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" integer REFERENCES "privacy_notices"("version");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_consent_how" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_privacy_consent_how_ck" CHECK ("privacy_consent_how" is null or "privacy_consent_how" in ('ticked', 'registered'));--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "erasure_requests_status_ck" CHECK ("status" in ('Pending', 'Completed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_pending_uq" ON "erasure_requests" USING btree ("user_id") WHERE "status" = 'Pending';--> statement-breakpoint
CREATE INDEX "erasure_requests_status_requested_idx" ON "erasure_requests" USING btree ("status", "requested_at");
