-- Issue 22 #13: a shop registration request is reviewed (approved into an admin and a shop, or declined with a
-- reason), and a contact message gets a status and a reply (decision 052). Requests made before keep working:
-- the new columns are optional and their status starts as 'new'.
ALTER TABLE "shop_queries" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_queries" ADD CONSTRAINT "shop_queries_status_ck" CHECK ("shop_queries"."status" in ('new', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_ck" CHECK ("contact_messages"."status" in ('new', 'replied', 'closed'));
