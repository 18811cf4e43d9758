-- Prefix lookups on the typo vocabulary ("does any indexed word start with what was typed?") use LIKE 'x%',
-- which only a text_pattern_ops index serves under every collation.
CREATE INDEX IF NOT EXISTS "search_terms_term_prefix_idx" ON "search_terms" ("term" text_pattern_ops);
