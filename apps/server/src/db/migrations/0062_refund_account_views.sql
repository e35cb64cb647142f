-- Issue 26 #3 (decision 100, 2026-11-27 addendum): each time a shop's owner is shown a refund's whole bank account
-- number, who and when, kept for the platform owner to read. Append-only: a trigger refuses UPDATE and DELETE (a
-- return's rows are never deleted, so neither are these); the viewer's name is read from the account, which erasure
-- anonymises, so the log holds no personal data of its own. No key on the viewer: an admin account may be deleted
-- (modules/admins) and the log must outlive it.
CREATE TABLE "refund_account_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_account_views" ADD CONSTRAINT "refund_account_views_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_account_views_return_idx" ON "refund_account_views" USING btree ("return_id","viewed_at");--> statement-breakpoint
CREATE FUNCTION bazaar_refund_account_views_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'refund account views are append-only (%)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER refund_account_views_no_update BEFORE UPDATE ON refund_account_views FOR EACH ROW EXECUTE FUNCTION bazaar_refund_account_views_append_only();--> statement-breakpoint
CREATE TRIGGER refund_account_views_no_delete BEFORE DELETE ON refund_account_views FOR EACH ROW EXECUTE FUNCTION bazaar_refund_account_views_append_only();
