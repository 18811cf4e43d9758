import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartSavings } from '@/contracts/cart';
import { cartTotals, linePricePence } from '@/domain/cart';
import { categoryNameOf } from '@/domain/categories';
import { penceToPounds } from '@/domain/money';
import { multiBuyOf } from '@/domain/multibuy';
import { paidUnitPrice } from '@/domain/unit-price';
import { ownBrandOption, swapOffers, swapOptions, unbrandedName, type SwapOption, type SwapProduct, type SwapRules } from '@/domain/swap-to-save';
import { type Db, rowsOf } from '../../db/client';
import { cartItems, products, stores } from '../../db/schema';
import { toProduct, type ProductRow } from '../products/mapper';
import { productColumns } from '../products/service';
import { ownedBy, type CartOwner } from './service';

type Row = Omit<ProductRow, 'searchDoc' | 'searchName' | 'baseName'>;
/** What the rules read of a product; the answer's full product is read for the suggestions alone. */
type Light = Pick<Row, 'id' | 'storeId' | 'categoryId' | 'name' | 'brand' | 'unit' | 'pricePence' | 'discountPercent' | 'available'>;
export type SwapCandidate = Light & SwapProduct;

export interface BasketLine {
  id: number;
  quantity: number;
  product: Row & SwapProduct;
}

const candidate = <R extends Light>(row: R, storeName: string): R & SwapProduct => ({ ...row, storeName, category: categoryNameOf(row.categoryId) });

/** The owner's basket lines with their products and chains, oldest first (the basket's order). */
export async function basketLines(db: Db, owner: CartOwner): Promise<BasketLine[]> {
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: productColumns, storeName: stores.name })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // A line brings its multi-buy, so the swap rules compare it at what it costs ("3 for £2" included).
  return rows.map((r) => ({ id: r.id, quantity: r.quantity, product: { ...candidate(r.product, r.storeName), multiBuy: multiBuyOf(r.product) } }));
}

/** Above any price times (100 - discount): no bound. */
const ANY_PRICE = 2_000_000_000;

/** One candidate as the statement returns it: [line, id, storeId, categoryId, name, brand, unit, pricePence, discountPercent, storeName]. */
type RawCandidate = [number, number, number, number, string, string | null, string | null, number, number, string];

/**
 * Candidates for every line in one statement, planned once: per line (a row of its JSON parameter), the products
 * named as an equivalent can be, read through the lower(name) index: the line's own name (the same product, its
 * brand) or a chain's name before the line's name without its brand ('Aldi Baked Beans' for 'Heinz Baked Beans',
 * that chain's own brand); kept when available, of its category, cheaper, and at another chain (or, for an own
 * brand, at the line's own chain too).
 * src/domain/swap-to-save.ts then decides. `anyPrice` drops the "cheaper" bound: a shopping list fills from
 * every equivalent, dearer ones too (lists/fill.ts).
 */
export async function candidatesByLine(db: Db, lines: BasketLine[], rules: SwapRules, { anyPrice = false }: { anyPrice?: boolean } = {}): Promise<Map<number, SwapCandidate[]>> {
  if (lines.length === 0) return new Map();
  const chains = (await db.select({ name: stores.name }).from(stores)).map((s) => s.name.toLowerCase());
  const params = lines.flatMap((line) => {
    const p = line.product;
    // Every name an equivalent can have: the line's own, and each chain's name before the line's without its brand.
    const unbranded = unbrandedName(p);
    const names = [p.name.toLowerCase(), ...(rules.sameOnly ? [] : chains.map((chain) => `${chain} ${unbranded}`))];
    return [{ line: line.id, category: p.categoryId, store: p.storeId, brand: (p.brand ?? '').toLowerCase(), names, below: anyPrice ? ANY_PRICE : (linePricePence(p) + 1) * 100 }];
  });
  const byLine = new Map<number, SwapCandidate[]>();
  if (params.length === 0) return byLine;
  const own = rules.sameOnly ? sql`false` : sql`p.brand = s.name`;
  // OFFSET 0 keeps the subquery per line (index probes for that line's names) rather than one join over every
  // product; category_id + 0 keeps the category index from adding a large bitmap to AND with the few name matches.
  // The rows come back as one JSON text: a thousand rows decoded field by field cost more than finding them
  // (18 ms against 8 ms at 100,000 products on the embedded database).
  const [first] = await rowsOf<{ rows: string }>(
    db,
    sql`
    SELECT coalesce(json_agg(json_build_array(q.line, c.id, c.store_id, c.category_id, c.name, c.brand, c.unit, c.price_pence, c.discount_percent, c.store_name)), '[]')::text AS rows
    FROM json_to_recordset(${JSON.stringify(params)}::json)
      AS q(line int, category int, store int, brand text, names text[], below int)
    CROSS JOIN LATERAL (
      SELECT p.id, p.store_id, p.category_id, p.name, p.brand, p.unit, p.price_pence, p.discount_percent, s.name AS store_name
      FROM products p JOIN stores s ON s.id = p.store_id
      WHERE lower(p.name) = ANY (q.names) AND p.category_id + 0 = q.category AND p.available
        AND p.price_pence * (100 - p.discount_percent) < q.below
        AND ((lower(p.brand) = q.brand AND p.store_id <> q.store) OR ${own})
      OFFSET 0
    ) AS c`,
  );
  for (const [line, id, storeId, categoryId, name, brand, unit, pricePence, discountPercent, storeName] of JSON.parse(first?.rows ?? '[]') as RawCandidate[]) {
    const row: Light = { id, storeId, categoryId, name, brand, unit, pricePence, discountPercent, available: true };
    const list = byLine.get(line) ?? [];
    list.push(candidate(row, storeName));
    byLine.set(line, list);
  }
  return byLine;
}

/**
 * Every product a savings answer can suggest for each line now, whatever its options: the same product at any
 * chain cheaper (the plan picks among them, whatever the chain limit), and the line's own-brand swap.
 */
export async function offeredByLine(db: Db, lines: BasketLine[]): Promise<Map<number, Set<number>>> {
  const candidates = await candidatesByLine(db, lines, {});
  return new Map(
    lines.map((l) => {
      const found = candidates.get(l.id) ?? [];
      const same = swapOptions(l.product, l.quantity, found, { sameOnly: true });
      const own = ownBrandOption(l.product, l.quantity, found);
      return [l.id, new Set([...same, ...(own ? [own] : [])].map((o) => o.product.id))];
    }),
  );
}

const totalOf = (items: { pricePence: number; discountPercent: number; quantity: number }[]) => cartTotals(items).totalPence;

/**
 * GET /api/cart/savings: like for like (src/domain/swap-to-save.ts swapOffers): the cheapest basket of same-product
 * swaps within the shopper's options, its saving the headline; then the own-brand swaps offered apart.
 */
export async function cartSavings(db: Db, owner: CartOwner | null, options: { sameOnly: boolean; maxStores: number | null }): Promise<CartSavings> {
  const lines = owner ? await basketLines(db, owner) : [];
  const rules: SwapRules = { sameOnly: options.sameOnly };
  const candidates = await candidatesByLine(db, lines, rules);
  const offers = swapOffers(
    lines.map((l) => ({ product: l.product, quantity: l.quantity, candidates: candidates.get(l.id) ?? [] })),
    rules,
    options.maxStores,
  );
  const pick = (chosen: (SwapOption<SwapCandidate> | null)[]) => lines.flatMap((line, i) => (chosen[i] ? [{ line, option: chosen[i] }] : []));
  const same = pick(offers.sameProduct);
  const swaps = [...same, ...pick(offers.ownBrand)];
  const suggestedIds = [...new Set(swaps.map((s) => s.option.product.id))];
  const full = new Map(
    (suggestedIds.length > 0 ? await db.select(productColumns).from(products).where(inArray(products.id, suggestedIds)) : []).map((r) => [r.id, r]),
  );
  const current = lines.map((l) => ({ ...l.product, quantity: l.quantity }));
  const total = totalOf(current);
  const storeCount = new Set(lines.map((l) => l.product.storeId)).size;
  const swapped = new Map(same.map((s) => [s.line.id, s.option.product]));
  const after = lines.map((l) => ({ ...(swapped.get(l.id) ?? l.product), quantity: l.quantity }));
  return {
    swaps: swaps.map(({ line, option }) => ({
      cartItemId: line.id,
      quantity: line.quantity,
      current: toProduct(line.product),
      // The row read a moment ago for its description and image; prices as the rules saw them.
      suggested: toProduct({ ...full.get(option.product.id)!, ...option.product }),
      currentUnitPrice: penceToPounds(linePricePence(line.product)),
      suggestedUnitPrice: penceToPounds(option.pricePence),
      currentUnitPriceLabel: paidUnitPrice(line.product)?.label ?? null,
      suggestedUnitPriceLabel: paidUnitPrice(option.product)?.label ?? null,
      savingPence: option.savingPence,
      match: option.match,
      reason: option.reason,
    })),
    savingPence: total - totalOf(after),
    ownBrandSavingPence: offers.ownBrandSavingPence,
    total: penceToPounds(total),
    totalWithSwaps: penceToPounds(totalOf(after)),
    storeCount,
    storeCountWithSwaps: offers.plan ? new Set(after.map((p) => p.storeId)).size : storeCount,
    sameOnly: options.sameOnly,
    maxStores: options.maxStores,
    withinStoreLimit: offers.plan !== null,
  };
}
