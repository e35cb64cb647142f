-- Issue 24 #5 and #4 (decision 097): up to 8 photos per product, and the seller's legal name for Product details.
-- `image` stays the cover (every spec reply reads it); `gallery` holds the other photos in order, at most 7.
ALTER TABLE "products" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gallery_ck" CHECK (jsonb_typeof("gallery") = 'array' and jsonb_array_length("gallery") <= 7);--> statement-breakpoint
-- The name on the seller's GST registration or PAN (Consumer Protection (E-Commerce) Rules 2020 rule 6(5)(a));
-- null: the shop's own name is shown.
ALTER TABLE "shops" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_legal_name_ck" CHECK ("legal_name" is null or char_length("legal_name") between 2 and 200);
