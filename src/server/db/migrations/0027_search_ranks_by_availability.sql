-- search_postings' rank becomes a product's place in (length(name), name, id), plus 2^30 when it is unavailable
-- (modules/products/search-keys.ts, searchRankSql), so an import moves only the products whose availability changed.
-- Postings written by an earlier seed are renumbered so; a database not seeded yet has none.
UPDATE "search_postings" AS sp SET "rank" = r."rank"
FROM (
  SELECT "id", (row_number() OVER (ORDER BY length("name"), "name", "id") + CASE WHEN "available" THEN 0 ELSE 1073741824 END)::int AS "rank"
  FROM "products"
) AS r
WHERE sp."product_id" = r."id" AND sp."rank" IS DISTINCT FROM r."rank";
