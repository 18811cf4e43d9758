CREATE TABLE "product_names" (
	"base_name" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"doc" "tsvector" NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"key" text NOT NULL,
	"rank" integer NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_names_doc_idx" ON "product_names" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_names_rank_idx" ON "product_names" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "search_postings_product_key_idx" ON "search_postings" USING btree ("product_id","key");