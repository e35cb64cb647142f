-- Issue 29 #1: every order gains two steps between Confirmed and Delivered, Packed and Shipped ("Out for delivery"),
-- each with the moment it was reached. Both may be skipped, so both stamps stay null for a shop that does not use them.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('Pending','Confirmed','Packed','Shipped','Delivered','Cancelled','Refused'));
