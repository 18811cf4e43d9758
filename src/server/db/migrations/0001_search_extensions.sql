-- Trigram matching for the fuzzy fallback of product search. pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it; PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
