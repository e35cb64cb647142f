ALTER TABLE "products" ADD COLUMN "net_quantity_milli" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_ck" CHECK ("products"."net_quantity_milli" is null or ("products"."net_quantity_milli" > 0 and "products"."net_quantity_milli" <= 100000000));--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "turnover_above_5cr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" SET "unit" = 'L' WHERE "unit" = 'litre';--> statement-breakpoint
UPDATE "products" SET "unit" = NULL WHERE "unit" = 'others';
