import { count, sql } from 'drizzle-orm';
import { minimumPriceRefusal } from '@/domain/age-restrictions';
import { CATEGORIES } from '@/domain/categories';
import type { Database, Db } from '../client';
import { categories, productNames, products, searchTerms, stores } from '../schema';
import { rebuildSearchTables, searchDocOf, searchNameOf, vocabularyRows } from './search-index';
import { chainCodeOf } from '@/domain/price-feed';
import { bumpCatalogueVersion, recordSeedHistory } from '../../modules/prices/record';
import { SEED_STORES } from './stores';
import type { SeedProduct } from './types';

export const SEED_LOCK = 720_002;
const BATCH = 500;

export function productImagePath(id: number): string {
  return `/img/products/${id}.svg`;
}

/** Seeds only an empty catalogue: what `npm start` does on first run. */
export async function seedIfEmpty(database: Database, load: () => Iterable<SeedProduct>): Promise<boolean> {
  return database.withLock(SEED_LOCK, async () => {
    const [row] = await database.db.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) {
      // A catalogue seeded before the search tables existed: build them once from what is there.
      const [names] = await database.db.select({ n: count() }).from(productNames);
      if ((names?.n ?? 0) === 0) await rebuildSearchTables(database.db);
      return false;
    }
    await seedCatalogue(database.db, load());
    return true;
  });
}

/** Upserts stores, categories and products by id, then rebuilds the typo vocabulary and the search tables. Safe to run again. */
export async function seedCatalogue(db: Db, items: Iterable<SeedProduct>): Promise<number> {
  for (const s of SEED_STORES) {
    await db.insert(stores).values(s).onConflictDoUpdate({ target: stores.id, set: { ...s } });
  }
  for (const c of CATEGORIES) {
    await db.insert(categories).values({ ...c }).onConflictDoUpdate({ target: categories.id, set: { ...c } });
  }
  const categoryId = new Map<string, number>(CATEGORIES.map((c) => [c.name, c.id]));
  const storeSlug = new Map<number, string>(SEED_STORES.map((s) => [s.id, s.slug]));
  let batch: (typeof products.$inferInsert)[] = [];
  let total = 0;
  const searchNames = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insert(products)
      .values(batch)
      .onConflictDoUpdate({
        target: products.id,
        set: {
          storeId: sql`excluded.store_id`,
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          baseName: sql`excluded.base_name`,
          brand: sql`excluded.brand`,
          description: sql`excluded.description`,
          unit: sql`excluded.unit`,
          pricePence: sql`excluded.price_pence`,
          discountPercent: sql`excluded.discount_percent`,
          multibuyQuantity: sql`excluded.multibuy_quantity`,
          multibuyPricePence: sql`excluded.multibuy_price_pence`,
          available: sql`excluded.available`,
          chainCode: sql`excluded.chain_code`,
          featured: sql`excluded.featured`,
          image: sql`excluded.image`,
          abvPercent: sql`excluded.abv_percent`,
          volumeMl: sql`excluded.volume_ml`,
          activeIngredient: sql`excluded.active_ingredient`,
          packCount: sql`excluded.pack_count`,
          caffeineMgPerLitre: sql`excluded.caffeine_mg_per_litre`,
          searchName: sql`excluded.search_name`,
          searchDoc: sql`excluded.search_doc`,
        },
      });
    total += batch.length;
    batch = [];
  };
  for (const p of items) {
    const cat = categoryId.get(p.category);
    if (cat === undefined) throw new Error(`Product ${p.id} has an unknown category: ${p.category}`);
    // Whatever the source (the catalogue, a generated one), nothing is sold below Scotland's minimum price.
    const refusal = minimumPriceRefusal({ ...p, abvPercent: p.abvPercent ?? null, volumeMl: p.volumeMl ?? null });
    if (refusal) throw new Error(`Product ${p.id}: ${refusal}`);
    const searchable = { name: p.name, brand: p.brand, category: p.category, description: p.description };
    const searchName = searchNameOf(searchable);
    searchNames.add(searchName);
    batch.push({
      id: p.id,
      storeId: p.storeId,
      categoryId: cat,
      name: p.name,
      baseName: p.baseName,
      brand: p.brand || null,
      description: p.description || null,
      unit: p.unit || null,
      pricePence: p.pricePence,
      discountPercent: p.discountPercent,
      multibuyQuantity: null,
      multibuyPricePence: null,
      available: p.available,
      chainCode: chainCodeOf(storeSlug.get(p.storeId) ?? `s${p.storeId}`, p.id),
      featured: p.featured,
      image: productImagePath(p.id),
      abvPercent: p.abvPercent ?? null,
      volumeMl: p.volumeMl ?? null,
      activeIngredient: p.activeIngredient ?? null,
      packCount: p.packCount ?? null,
      caffeineMgPerLitre: p.caffeineMgPerLitre ?? null,
      searchName,
      searchDoc: searchDocOf(searchable) as unknown as string,
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // The catalogue's history (a quarter at these prices, its offers for the last week; recordSeedHistory), and on a
  // seed run again a row for each price it put back.
  await recordSeedHistory(db, new Date());
  await bumpCatalogueVersion(db);
  await rebuildVocabulary(db, searchNames);
  await rebuildSearchTables(db);
  return total;
}

async function rebuildVocabulary(db: Db, names: Iterable<string>): Promise<void> {
  const rows = vocabularyRows(names);
  await db.delete(searchTerms);
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insert(searchTerms).values(rows.slice(i, i + 2000)).onConflictDoNothing();
  }
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE search_terms`);
}
