CREATE TABLE "platform_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"cod_max_order_paise" bigint NOT NULL,
	"cod_fee_paise" integer NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"dues_grace_days" integer NOT NULL,
	"dues_block_threshold_paise" bigint NOT NULL,
	"tcs_on_cod" boolean NOT NULL,
	"changed" jsonb NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_by_name" text NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_version_ck" CHECK ("platform_settings"."version" > 0),
	CONSTRAINT "platform_settings_cod_max_ck" CHECK ("platform_settings"."cod_max_order_paise" > 0),
	CONSTRAINT "platform_settings_cod_fee_ck" CHECK ("platform_settings"."cod_fee_paise" >= 0),
	CONSTRAINT "platform_settings_commission_ck" CHECK ("platform_settings"."commission_rate_bp" between 0 and 10000),
	CONSTRAINT "platform_settings_grace_ck" CHECK ("platform_settings"."dues_grace_days" >= 0),
	CONSTRAINT "platform_settings_threshold_ck" CHECK ("platform_settings"."dues_block_threshold_paise" >= 0)
);
--> statement-breakpoint
-- Settings are dated data (docs/rules.md, "Tax"; decision 021): a change appends a version; none is changed or deleted.
CREATE OR REPLACE FUNCTION bazaar_platform_settings_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'platform settings versions are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER platform_settings_no_update BEFORE UPDATE ON platform_settings FOR EACH ROW EXECUTE FUNCTION bazaar_platform_settings_immutable();--> statement-breakpoint
CREATE TRIGGER platform_settings_no_delete BEFORE DELETE ON platform_settings FOR EACH ROW EXECUTE FUNCTION bazaar_platform_settings_immutable();
