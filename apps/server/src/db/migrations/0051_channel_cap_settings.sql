-- Issue 27 #4 (decision 086, amended 2026-11-27): the daily caps of order messages by SMS and WhatsApp, per number
-- and per account, are platform settings with effective dates. Versions written before this read as 50, the
-- constant they replace.
ALTER TABLE "platform_settings" ADD COLUMN "sms_daily_cap_per_number" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "sms_daily_cap_per_account" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "whatsapp_daily_cap_per_number" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "whatsapp_daily_cap_per_account" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_channel_caps_ck" CHECK ("sms_daily_cap_per_number" between 0 and 10000 and "sms_daily_cap_per_account" between 0 and 10000 and "whatsapp_daily_cap_per_number" between 0 and 10000 and "whatsapp_daily_cap_per_account" between 0 and 10000);--> statement-breakpoint
-- The account cap counts an account's messages on a channel sent since the day began.
CREATE INDEX "channel_messages_account_cap_idx" ON "channel_messages" USING btree ("user_id","channel","sent_at");--> statement-breakpoint
-- One row per cap reached in a day: the first message capped writes it, and only that one alerts the platform owners.
CREATE TABLE "channel_cap_alerts" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_cap_alerts_day_channel_scope_subject_pk" PRIMARY KEY("day","channel","scope","subject"),
	CONSTRAINT "channel_cap_alerts_scope_ck" CHECK ("scope" in ('number', 'account'))
);
