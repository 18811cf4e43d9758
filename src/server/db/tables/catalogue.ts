import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Chains, categories, products and the search tables derived from them. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type OpeningHours = { day: string; hours: string }[];

export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoColor: text('logo_color').notNull(),
  logoLetter: text('logo_letter').notNull(),
  logoImage: text('logo_image'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  website: text('website').notNull(),
  description: text('description'),
  features: jsonb('features').$type<string[]>().notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  imageScale: doublePrecision('image_scale').notNull().default(1.3),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    baseName: text('base_name').notNull(),
    brand: text('brand'),
    description: text('description'),
    unit: text('unit'),
    pricePence: integer('price_pence').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** A multi-buy ("3 for £2"): this many for multibuy_price_pence; both null when none. */
    multibuyQuantity: integer('multibuy_quantity'),
    multibuyPricePence: integer('multibuy_price_pence'),
    available: boolean('available').notNull().default(true),
    /**
     * The honest "was" price an offer may show, and until when (src/domain/price-history.ts honestWas, kept by
     * modules/prices/record.ts whenever prices are recorded); null when none. Shown only while was_until is ahead.
     */
    wasPricePence: integer('was_price_pence'),
    wasUntil: timestamp('was_until', { withTimezone: true }),
    /** The chain's own product code, which its price feed may name instead of our id (unique within the chain). */
    chainCode: text('chain_code'),
    featured: boolean('featured').notNull().default(false),
    image: text('image').notNull(),
    /**
     * What the age and sale rules need (src/domain/age-restrictions.ts), null where a fact does not apply: alcohol's
     * ABV and volume (ml, a multipack's total), a medicine's active ingredient and pack size, a drink's caffeine
     * (mg per litre). The product's age restriction is worked out from them, never stored.
     */
    abvPercent: numeric('abv_percent', { precision: 4, scale: 2, mode: 'number' }),
    volumeMl: integer('volume_ml'),
    activeIngredient: text('active_ingredient'),
    packCount: integer('pack_count'),
    caffeineMgPerLitre: integer('caffeine_mg_per_litre'),
    /** Normalised name words plus their singular forms: what search and trigram matching read. */
    searchName: text('search_name').notNull(),
    /** Weighted document: name (A), brand and category (B), description (D). Maintained by the seed/service. */
    searchDoc: tsvector('search_doc').notNull(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    // Swap to save looks equivalents up by their exact names ('aldi baked beans'): one probe per name.
    index('products_lower_name_idx').on(sql`lower(${t.name})`),
    check('products_price_nonnegative', sql`${t.pricePence} >= 0`),
    check('products_discount_range', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} <= 90`),
    uniqueIndex('products_chain_code_idx').on(t.storeId, t.chainCode),
    check('products_multibuy', sql`(${t.multibuyQuantity} IS NULL) = (${t.multibuyPricePence} IS NULL) AND ${t.multibuyQuantity} BETWEEN 2 AND 20 AND ${t.multibuyPricePence} > 0`),
    check('products_restricted_facts', sql`${t.abvPercent} BETWEEN 0 AND 100 AND ${t.volumeMl} > 0 AND ${t.packCount} > 0 AND ${t.caffeineMgPerLitre} >= 0`),
  ],
);

/** Vocabulary of words in product names, with single-deletion variants for one-typo matching (SymSpell). */
export const searchTerms = pgTable(
  'search_terms',
  {
    variant: text('variant').notNull(),
    term: text('term').notNull(),
  },
  (t) => [index('search_terms_variant_idx').on(t.variant), uniqueIndex('search_terms_pair_idx').on(t.variant, t.term)],
);

/**
 * Search postings, rebuilt from products on every seed: one row per product name word ('w:milk') and per 2 and 3
 * letter name word prefix ('p:mi', 'p:mil'); rank = the product's position in (available DESC, length(name),
 * name, id). A search tier reads each key in rank order and stops after a page, or joins keys on rank. The one
 * index, which serves those reads and the probes of one key for one rank, is (key, rank) INCLUDE (product_id),
 * which Drizzle cannot express: it is created in migration 0004.
 * No foreign key to products: the table is derived data, truncated and refilled with the catalogue.
 */
export const searchPostings = pgTable('search_postings', {
  key: text('key').notNull(),
  rank: integer('rank').notNull(),
  productId: integer('product_id').notNull(),
});

/**
 * Every search key with the number of products that have it, rebuilt with search_postings: the 'w:' and 'p:' keys
 * (one posting per product each), and 'f:<lexeme>' for every word of the whole search_doc (name, brand, category,
 * description), which has no postings. Search reads it to drive a tier from the term with the fewest postings, to
 * skip keys nothing has, and to list the words a typed prefix starts ('w:milk%', 'f:wine%': LIKE, which only a
 * text_pattern_ops index serves under every collation).
 */
export const searchKeys = pgTable(
  'search_keys',
  {
    key: text('key').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [uniqueIndex('search_keys_key_idx').on(t.key.op('text_pattern_ops'))],
);

/** Distinct base names (no own-brand prefix) for suggestions; doc = the base name's words; rank = (n DESC, length, name). */
export const productNames = pgTable(
  'product_names',
  {
    baseName: text('base_name').primaryKey(),
    /** Products with this base name. */
    n: integer('n').notNull(),
    doc: tsvector('doc').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [index('product_names_doc_idx').using('gin', t.doc), index('product_names_rank_idx').on(t.rank)],
);

/**
 * Every price a product has had: one row per state (price, promotion, availability) with when it began and ended
 * (valid_to null: today's). The seed writes each product's first row, a price import closes the open row and adds
 * the new one in its transaction. What the price history, the "was" rule and price-drop alerts read.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePence: integer('price_pence').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    multibuyQuantity: integer('multibuy_quantity'),
    multibuyPricePence: integer('multibuy_price_pence'),
    available: boolean('available').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [
    index('price_changes_product_idx').on(t.productId, t.validFrom),
    // One open row a product: what makes two imports at once collide instead of both appending.
    uniqueIndex('price_changes_open_idx').on(t.productId).where(sql`${t.validTo} IS NULL`),
    // Alerts read the changes of the last days across every product.
    index('price_changes_from_idx').on(t.validFrom),
  ],
);

/**
 * One row: bumped by every transaction that changes prices. Each instance reads it (at most once a second, see
 * http/catalogue-freshness.ts) before answering from its catalogue caches, and empties them when it moved.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
