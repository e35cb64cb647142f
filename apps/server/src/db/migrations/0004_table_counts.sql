CREATE TABLE "table_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
