DROP INDEX "shops_category_idx";--> statement-breakpoint
DROP INDEX "shops_location_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_search_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_category_created_idx" ON "shops" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "shops_location_created_idx" ON "shops" USING btree ("location","created_at","id");