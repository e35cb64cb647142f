-- Issue 23 #1 (decision 054): what a committed change sets off (cache, live feed, SMS, PDFs) is recorded as a domain
-- event in the change's own transaction, and handed to each subscriber after commit, with retries.
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"secret" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"done" text[] DEFAULT '{}' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() + interval '30 seconds' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "domain_events_status_ck" CHECK ("status" in ('pending', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "domain_events_due_idx" ON "domain_events" USING btree ("next_attempt_at") WHERE "status" = 'pending';
