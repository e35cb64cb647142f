-- Issue 27 #2–#5 (decision 086): messages by SMS and WhatsApp besides email.
-- One row per message to one number on one channel; `dedupe_key` (the event, the person, the channel) is unique, so
-- an event is never sent twice, whichever instance writes it. `provider_message_id` is what the provider answered
-- (a WhatsApp `wamid`); its status webhooks move `status` forward (sent → delivered → read, or failed).
CREATE TABLE "channel_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_messages_channel_ck" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "channel_messages_status_ck" CHECK ("status" in ('pending', 'sending', 'sent', 'delivered', 'read', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_dedupe_uq" ON "channel_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_provider_uq" ON "channel_messages" USING btree ("channel","provider_message_id") WHERE "provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "channel_messages_due_idx" ON "channel_messages" USING btree ("next_attempt_at") WHERE "status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "channel_messages_created_idx" ON "channel_messages" USING btree ("created_at","id");--> statement-breakpoint
-- Every try of a message: when, its outcome, the provider's message id or its error.
CREATE TABLE "channel_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL REFERENCES "channel_messages"("id") ON DELETE CASCADE,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_attempts_outcome_ck" CHECK ("outcome" in ('sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX "channel_attempts_message_idx" ON "channel_attempts" USING btree ("message_id","attempt");--> statement-breakpoint
-- WhatsApp consent per number (E.164): opted in (when, and how), or out (a "STOP" message, or the screen).
CREATE TABLE "whatsapp_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_in_at" timestamp with time zone,
	"opted_in_via" text,
	"opted_out_at" timestamp with time zone,
	"opted_out_via" text
);--> statement-breakpoint
-- Each person's choice of channels per kind of message; no row = the defaults.
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"choices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
