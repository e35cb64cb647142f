-- Issue 27 #1 (decision 078): log in with a mobile number and a one-time code. An account needs an email or a
-- verified mobile number (or both); a phone account has no password. `mobile` is the number proven by a code, in
-- E.164 and unique; `phone` stays the contact number typed at registration (never proven, so never a login).
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_mobile_ck" CHECK ("email" is not null or "mobile" is not null);--> statement-breakpoint
-- The code a number waits for: one row per number, the code salted and hashed (never in clear), replaced by each
-- new code. The row is also the lock the sends to that number are counted under (SELECT … FOR UPDATE).
CREATE TABLE "otp_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text,
	"expires_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "otp_codes_purpose_ck" CHECK ("purpose" in ('login', 'change-number'))
);--> statement-breakpoint
-- Every code sent, for the per-number caps (an hour, a day); rows older than a day are pruned.
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "otp_sends_phone_sent_idx" ON "otp_sends" USING btree ("phone","sent_at");
