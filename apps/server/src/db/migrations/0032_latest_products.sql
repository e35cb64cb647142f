-- Issue 22 #14: the home page shows the newest products in stock; this index serves that read without a scan.
CREATE INDEX "products_in_stock_created_idx" ON "products" USING btree ("created_at" DESC, "id" DESC) WHERE "quantity" > 0;
