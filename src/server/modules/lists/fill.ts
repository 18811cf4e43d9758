import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FillLine, StrategyFigures, ToBasketResult } from '@/contracts/lists';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { categoryNameOf } from '@/domain/categories';
import { conflict, invalid, notFound } from '@/domain/errors';
import { bestOneStore, fillOptions, planCheapest, planFewestStores, planOneStore, type FillOption, type FillPlan, type FillStrategy } from '@/domain/list-fill';
import { fillSummary } from '@/domain/shopping-lists';
import type { SwapProduct } from '@/domain/swap-to-save';
import type { Db } from '../../db/client';
import { cartItems, products, shoppingListItems, shoppingLists, stores } from '../../db/schema';
import { candidatesByLine, type BasketLine } from '../cart/savings';
import { addItem, getCart } from '../cart/service';
import { toProduct } from '../products/mapper';
import { productColumns } from '../products/service';

export interface FillRequest {
  strategy: FillStrategy;
  storeId?: number | undefined;
  maxStores?: number | undefined;
  confirm?: boolean | undefined;
}

type Listed = BasketLine['product'];

interface Item {
  id: number;
  text: string | null;
  quantity: number;
  listed: Listed | null;
  options: FillOption<SwapProduct>[];
}

/** The list's lines with their products and chains, in the list's order; another shopper's list is not found. */
async function itemsOf(db: Db, userId: number, listId: number): Promise<Omit<Item, 'options'>[]> {
  const [list] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  if (!list) throw notFound(`List ${listId} not found`);
  const rows = await db
    .select({ id: shoppingListItems.id, text: shoppingListItems.text, quantity: shoppingListItems.quantity, product: productColumns, storeName: stores.name })
    .from(shoppingListItems)
    .leftJoin(products, eq(products.id, shoppingListItems.productId))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    quantity: r.quantity,
    listed: r.product && r.storeName !== null ? { ...r.product, storeName: r.storeName, category: categoryNameOf(r.product.categoryId) } : null,
  }));
}

/**
 * POST /api/lists/:id/to-basket: what filling the list costs under each strategy (src/domain/list-fill.ts, over
 * every true equivalent of each line's product at every chain, whatever its price), the chosen strategy line by
 * line, and with confirm: true its lines put in the basket through the cart service (one transaction; a line the
 * basket holds 99 of already is capped, not refused).
 */
export async function fillFromList(db: Db, userId: number, listId: number, request: FillRequest): Promise<ToBasketResult> {
  const chains = await db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.id));
  const nameOf = new Map(chains.map((c) => [c.id, c.name]));
  if (request.storeId !== undefined && !nameOf.has(request.storeId)) throw invalid('storeId: no such store', { storeId: 'no such store' });
  const read = await itemsOf(db, userId, listId);
  const lines: BasketLine[] = read.flatMap((i) => (i.listed ? [{ id: i.id, quantity: i.quantity, product: i.listed }] : []));
  const candidates = await candidatesByLine(db, lines, {}, { anyPrice: true });
  const items: Item[] = read.map((i) => ({ ...i, options: i.listed ? fillOptions<SwapProduct>(i.listed, i.quantity, candidates.get(i.id) ?? []) : [] }));

  const figures = (plan: FillPlan): StrategyFigures => ({
    totalPence: plan.totalPence,
    storeIds: plan.stores,
    storeNames: plan.stores.map((id) => nameOf.get(id) ?? ''),
    missing: plan.missing.length,
    brandChanges: plan.choices.filter((c, i) => c !== null && items[i]!.options[c]!.brandChanged).length,
  });
  const alone = (storeId: number) => {
    const f = figures(planOneStore(items, storeId));
    return { ...f, storeIds: [storeId], storeNames: [nameOf.get(storeId) ?? ''] };
  };
  const cheapest = planCheapest(items, request.maxStores ?? null);
  const fewest = planFewestStores(items);
  const oneStoreId = request.storeId ?? bestOneStore(items)?.storeId ?? null;
  const plans: Record<FillStrategy, FillPlan | null> = { cheapest, 'fewest-stores': fewest, 'one-store': oneStoreId === null ? null : planOneStore(items, oneStoreId) };
  const chosen = plans[request.strategy] ?? planOneStore(items, -1);
  const options = items.map((item, i) => {
    const c = chosen.choices[i];
    return c === null || c === undefined ? null : item.options[c]!;
  });
  // The chosen equivalents' whole rows (the candidates carry only what the rules read), prices as the rules saw them.
  const ids = [...new Set(options.flatMap((o) => (o ? [o.product.id] : [])))];
  const full = new Map((ids.length > 0 ? await db.select(productColumns).from(products).where(inArray(products.id, ids)) : []).map((r) => [r.id, r]));
  const result: ToBasketResult = {
    strategy: request.strategy,
    summary: '',
    cheapest: figures(cheapest),
    fewestStores: figures(fewest),
    oneStore: oneStoreId === null ? null : alone(oneStoreId),
    stores: chains.map((c) => ({ storeId: c.id, ...alone(c.id) })),
    lines: items.map((item, i) => fillLine(item, options[i]!, full)),
    added: false,
    capped: [],
    cart: null,
  };
  result.summary = fillSummary({ cheapest: result.cheapest, fewestStores: result.fewestStores, oneStore: result.oneStore });
  if (!request.confirm) return result;

  const buying = result.lines.flatMap((l) => (l.chosen ? [{ productId: l.chosen.id, name: l.chosen.name, quantity: l.quantity }] : []));
  if (buying.length === 0) throw conflict('Nothing on this list can be put in the basket this way');
  const capped = await addToBasket(db, userId, buying);
  return { ...result, added: true, capped, cart: await getCart(db, { userId }) };
}

function fillLine(item: Item, option: FillOption<SwapProduct> | null, full: ReadonlyMap<number, Parameters<typeof toProduct>[0]>): FillLine {
  const row = option ? full.get(option.product.id) : undefined;
  return {
    itemId: item.id,
    text: item.text,
    quantity: item.quantity,
    listed: item.listed ? toProduct(item.listed) : null,
    chosen: option && row ? toProduct({ ...row, pricePence: option.product.pricePence, discountPercent: option.product.discountPercent }) : null,
    match: option?.match ?? null,
    brandChanged: option?.brandChanged ?? false,
    costPence: option?.costPence ?? null,
  };
}

/** Adds the lines through the cart service in one transaction, each within what the basket may still hold of it. */
async function addToBasket(db: Db, userId: number, lines: readonly { productId: number; name: string; quantity: number }[]): Promise<ToBasketResult['capped']> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, lines.map((l) => l.productId))));
    const inBasket = new Map(held.map((h) => [h.productId, h.quantity]));
    const capped: ToBasketResult['capped'] = [];
    for (const line of lines) {
      const room = CART_MAX_QUANTITY - (inBasket.get(line.productId) ?? 0);
      const quantity = Math.min(line.quantity, room);
      if (quantity < line.quantity) capped.push({ productId: line.productId, name: line.name });
      if (quantity > 0) await addItem(tx, { userId }, line.productId, quantity);
      inBasket.set(line.productId, (inBasket.get(line.productId) ?? 0) + quantity);
    }
    return capped;
  });
}
