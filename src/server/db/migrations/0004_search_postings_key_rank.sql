-- The index every search tier reads: one key's postings in rank order, with the product id in the index itself
-- so the read stops after a page without visiting the table. Drizzle cannot express INCLUDE, hence this file.
CREATE INDEX IF NOT EXISTS "search_postings_key_rank_idx" ON "search_postings" ("key", "rank") INCLUDE ("product_id");
