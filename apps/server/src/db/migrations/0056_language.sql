-- Issue 28 (decision 091): the language of an account's messages, mails and screens; English unless it chose Hindi.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("language" in ('en', 'hi'));
