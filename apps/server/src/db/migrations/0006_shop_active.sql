ALTER TABLE "shops" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shops_inactive_idx" ON "shops" USING btree ("id") WHERE not "shops"."active";