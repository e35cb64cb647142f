-- Issue 27 #4 (decision 086): a message over its number's daily cap on its channel is kept as `capped`, not sent.
ALTER TABLE "channel_messages" DROP CONSTRAINT "channel_messages_status_ck";--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_status_ck" CHECK ("status" in ('pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'capped'));--> statement-breakpoint
CREATE INDEX "channel_messages_cap_idx" ON "channel_messages" USING btree ("recipient","channel","sent_at");
