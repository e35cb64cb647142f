-- Issue 29 #7 and #3 (decision 107): a shop's opening hours, as data its owner sets ([{ day 1-7, open "HH:MM",
-- close "HH:MM" }], IST, one opening a day; [] = none given), and the email buyers on ONDC are given for it (null:
-- the platform's support email stands in). Issue 29 #4: the billing a buyer app's confirm gave, repeated as given in
-- every later callback (retail 1.2.5 compares it with init's); what an order's delivery address already keeps, plus
-- the buyer's email and GSTIN when the buyer app sends them.
ALTER TABLE "shops" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_contact_email_ck" CHECK ("contact_email" is null or (char_length("contact_email") <= 254 and "contact_email" like '%_@_%'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_opening_hours_ck" CHECK (jsonb_typeof("opening_hours") = 'array' and jsonb_array_length("opening_hours") <= 7);--> statement-breakpoint
ALTER TABLE "ondc_orders" ADD COLUMN "billing" jsonb;
