import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postingRows, UNAVAILABLE_RANK_OFFSET } from './search-keys';

/**
 * Keeps search's "available first" order for products whose availability just changed (a price import, in its
 * transaction), without rebuilding the search tables: each such product's postings move by UNAVAILABLE_RANK_OFFSET,
 * behind every available product or back among them, at the place their name gives them. Its current rank is read
 * from its rarest posting key (search_keys' counts), then its postings are rewritten through the (key, rank) index.
 * A product whose postings already sit where its availability says is left alone, so running it twice is harmless.
 */
export async function keepAvailabilityOrder(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    WITH changed AS (
      SELECT id, available, search_doc, 0 AS rank FROM products WHERE id IN (${ids})
    ), keyed AS (
      SELECT DISTINCT key, id FROM (${postingRows(sql`changed`)}) AS p
    ), probe AS (
      SELECT DISTINCT ON (k.id) k.id, k.key FROM keyed k JOIN search_keys s ON s.key = k.key ORDER BY k.id, s.products, k.key
    ), moved AS (
      SELECT c.id, r.rank AS old,
        CASE WHEN c.available THEN r.rank - ${UNAVAILABLE_RANK_OFFSET} ELSE r.rank + ${UNAVAILABLE_RANK_OFFSET} END AS new
      FROM changed c
      JOIN probe pr ON pr.id = c.id
      CROSS JOIN LATERAL (SELECT sp.rank FROM search_postings sp WHERE sp.key = pr.key AND sp.product_id = pr.id LIMIT 1) r
      WHERE c.available = (r.rank >= ${UNAVAILABLE_RANK_OFFSET})
    )
    UPDATE search_postings AS sp SET rank = m.new
    FROM moved m JOIN keyed k ON k.id = m.id
    WHERE sp.key = k.key AND sp.rank = m.old`);
}
