CREATE TABLE "invoice_counters" (
	"shop_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_shop_id_fy_series_pk" PRIMARY KEY("shop_id","fy","series"),
	CONSTRAINT "invoice_counters_series_ck" CHECK ("invoice_counters"."series" in ('invoice','credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"refers_to" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" in ('invoice','bill_of_supply','credit_note')),
	CONSTRAINT "tax_documents_series_ck" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."series" = 'credit_note')),
	CONSTRAINT "tax_documents_number_ck" CHECK ("tax_documents"."number" ~ '^[A-Za-z0-9/-]{1,16}$')
);
--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "gstnumber" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_state_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "gst_registration" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "state_code" text;--> statement-breakpoint
-- Existing shops are regular GST registrations: their state is the GSTIN's first two digits.
UPDATE "shops" SET "state_code" = substr("gstnumber", 1, 2);--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "state_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_uq" ON "tax_documents" USING btree ("shop_id","series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_seq_uq" ON "tax_documents" USING btree ("shop_id","series","fy","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_series_uq" ON "tax_documents" USING btree ("order_id","series");--> statement-breakpoint
CREATE INDEX "tax_documents_shop_issued_idx" ON "tax_documents" USING btree ("shop_id","issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_ck" CHECK ("products"."hsn_code" is null or "products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_ck" CHECK ("products"."gst_rate_bp" is null or ("products"."gst_rate_bp" >= 0 and "products"."gst_rate_bp" <= 10000));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_gst_registration_ck" CHECK ("shops"."gst_registration" in ('regular','composition','unregistered'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_gstin_ck" CHECK (("shops"."gst_registration" = 'unregistered') = ("shops"."gstnumber" is null));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_state_code_ck" CHECK ("shops"."state_code" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_gstin_state_ck" CHECK ("shops"."gstnumber" is null or substr("shops"."gstnumber", 1, 2) = "shops"."state_code");;--> statement-breakpoint
-- Tax documents are immutable (docs/rules.md, "GST documents"): no UPDATE or DELETE, whoever asks.
CREATE OR REPLACE FUNCTION bazaar_tax_documents_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are never changed or deleted (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER tax_documents_no_delete BEFORE DELETE ON tax_documents FOR EACH ROW EXECUTE FUNCTION bazaar_tax_documents_immutable();
