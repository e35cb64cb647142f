ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refuse_reason_ck" CHECK ("orders"."refuse_reason" is null or "orders"."refuse_reason" in ('refused_at_door','not_reachable','wrong_address','other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('Pending','Confirmed','Delivered','Cancelled','Refused'));