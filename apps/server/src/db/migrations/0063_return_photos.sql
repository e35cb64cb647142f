-- Issue 26 #2 (decision 084, 2026-11-27 addendum): up to 3 photos on a return request, stored in the private area
-- (`returns/{returnId}/{photoId}.webp` on the folder or the bucket; /uploads refuses it) and read only through
-- GET /api/returns/:id/photos/:photoId by the return's shopper, its shop's owner and the platform owner. Account
-- erasure deletes the rows and the files, so no trigger protects them: a photo is not a money document.
CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id","created_at");
