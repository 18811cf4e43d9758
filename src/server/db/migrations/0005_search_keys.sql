CREATE TABLE IF NOT EXISTS "search_keys" (
	"key" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Probes now read one key at one rank from search_postings_key_rank_idx (0004); nothing else read this index.
DROP INDEX IF EXISTS "search_postings_product_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_keys_key_idx" ON "search_keys" USING btree ("key" text_pattern_ops);
--> statement-breakpoint
-- A catalogue indexed before this table existed gets its keys from the postings it has (the seed rebuilds both
-- together from then on); on a fresh database both sides are empty and this inserts nothing.
INSERT INTO "search_keys" ("key", "products")
SELECT "key", count(*)::int FROM "search_postings" GROUP BY "key"
UNION ALL
SELECT 'f:' || word, ndoc FROM ts_stat('SELECT search_doc FROM products')
ON CONFLICT DO NOTHING;
