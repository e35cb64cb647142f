CREATE TABLE "cod_confirmation_codes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_codes_attempts_ck" CHECK ("cod_confirmation_codes"."attempts" >= 0),
	CONSTRAINT "cod_codes_sends_ck" CHECK ("cod_confirmation_codes"."sends" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "cod_confirm_above_paise" bigint;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_confirmation_codes" ADD CONSTRAINT "cod_confirmation_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null and "orders"."cod_confirmed_at" is null and "orders"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_cod_confirm_ck" CHECK ("platform_settings"."cod_confirm_above_paise" is null or "platform_settings"."cod_confirm_above_paise" >= 0);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_cod_hours_ck" CHECK ("platform_settings"."cod_confirm_hours" between 1 and 168);