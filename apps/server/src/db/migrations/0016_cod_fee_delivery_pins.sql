ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_max_order_paise" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_pins" jsonb DEFAULT '[]'::jsonb NOT NULL;