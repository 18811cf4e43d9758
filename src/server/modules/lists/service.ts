import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AddListItem, CreateList, ListItem, ListShare, ListSummary, SharedList, ShoppingList, UpdateListItem } from '@/contracts/lists';
import { isShareToken } from '@/contracts/lists';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { conflict, invalid, notFound } from '@/domain/errors';
import { MAX_LIST_ITEMS, MAX_LISTS, SHARE_TOKEN_BYTES } from '@/domain/shopping-lists';
import type { Db } from '../../db/client';
import { products, shoppingListItems, shoppingLists, users } from '../../db/schema';
import { toProduct } from '../products/mapper';
import { productColumns } from '../products/service';

/** What a transaction hands its callback: the same query builder as Db. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const listNotFound = (id: number) => notFound(`List ${id} not found`);
const tooManyLists = () => conflict(`You can keep at most ${MAX_LISTS} lists: delete one to make room`);
const tooManyItems = () => conflict(`A list holds at most ${MAX_LIST_ITEMS} lines`);

/** The shopper's lists, most recently changed first, with how many lines each holds. */
export async function listLists(db: Db, userId: number): Promise<ListSummary[]> {
  const rows = await db
    .select({ id: shoppingLists.id, name: shoppingLists.name, shareToken: shoppingLists.shareToken, updatedAt: shoppingLists.updatedAt, itemCount: count(shoppingListItems.id) })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.userId, userId))
    .groupBy(shoppingLists.id)
    .orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id));
  return rows.map((r) => ({ id: r.id, name: r.name, itemCount: Number(r.itemCount), shared: r.shareToken !== null, updatedAt: r.updatedAt.toISOString() }));
}

async function itemsOf(db: Db | Tx, listId: number): Promise<ListItem[]> {
  const rows = await db
    .select({ id: shoppingListItems.id, productId: shoppingListItems.productId, text: shoppingListItems.text, quantity: shoppingListItems.quantity, position: shoppingListItems.position, product: productColumns })
    .from(shoppingListItems)
    .leftJoin(products, eq(products.id, shoppingListItems.productId))
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
  return rows.map((r) => ({ id: r.id, productId: r.productId, product: r.product ? toProduct(r.product) : null, text: r.text, quantity: r.quantity, position: r.position }));
}

/** One of the shopper's lists with its lines; another shopper's list is not found, as one that does not exist. */
export async function getList(db: Db | Tx, userId: number, listId: number): Promise<ShoppingList> {
  const [list] = await db.select().from(shoppingLists).where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  if (!list) throw listNotFound(listId);
  return {
    id: list.id,
    name: list.name,
    shareToken: list.shareToken,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    items: await itemsOf(db, list.id),
  };
}

/** The list, locked for the rest of the transaction, or not found: every change to a list's lines goes through here. */
async function lockList(tx: Tx, userId: number, listId: number): Promise<void> {
  const [list] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .for('update');
  if (!list) throw listNotFound(listId);
  await tx.update(shoppingLists).set({ updatedAt: sql`now()` }).where(eq(shoppingLists.id, listId));
}

async function requireProducts(db: Db | Tx, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted))).map((r) => r.id));
  const unknown = wanted.find((id) => !found.has(id));
  if (unknown !== undefined) throw notFound(`Product ${unknown} not found`);
}

/**
 * Adds lines at the end of a locked list: a product already on it grows its quantity (at most 99); the list holds
 * at most MAX_LIST_ITEMS lines.
 */
async function appendItems(tx: Tx, listId: number, items: readonly AddListItem[]): Promise<void> {
  if (items.length === 0) return;
  await requireProducts(tx, items.flatMap((i) => (i.productId === undefined ? [] : [i.productId])));
  const [row] = await tx
    .select({ n: count(), last: sql<number>`coalesce(max(${shoppingListItems.position}), 0)` })
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId));
  let position = Number(row?.last ?? 0);
  for (const item of items) {
    position += 1;
    const [added] = await tx
      .insert(shoppingListItems)
      .values({ listId, productId: item.productId ?? null, text: item.text ?? null, quantity: item.quantity ?? 1, position })
      .onConflictDoUpdate({
        target: [shoppingListItems.listId, shoppingListItems.productId],
        set: { quantity: sql`LEAST(${shoppingListItems.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})`, updatedAt: sql`now()` },
      })
      .returning({ position: shoppingListItems.position });
    if (added && added.position !== position) position -= 1;
  }
  const [after] = await tx.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
  if (Number(after?.n ?? 0) > MAX_LIST_ITEMS) throw tooManyItems();
}

/** A new list (with its first lines, e.g. a pasted list saved in one go); at most MAX_LISTS a shopper. */
export async function createList(db: Db, userId: number, input: CreateList): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    // The shopper's row is the lock that keeps two new lists at once from passing the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.userId, userId));
    if (Number(held?.n ?? 0) >= MAX_LISTS) throw tooManyLists();
    const [list] = await tx.insert(shoppingLists).values({ userId, name: input.name }).returning({ id: shoppingLists.id });
    await appendItems(tx, list!.id, input.items);
    return getList(tx, userId, list!.id);
  });
}

export async function renameList(db: Db, userId: number, listId: number, name: string): Promise<ShoppingList> {
  const updated = await db
    .update(shoppingLists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  if (updated.length === 0) throw listNotFound(listId);
  return getList(db, userId, listId);
}

export async function deleteList(db: Db, userId: number, listId: number): Promise<void> {
  const deleted = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  if (deleted.length === 0) throw listNotFound(listId);
}

export async function addListItem(db: Db, userId: number, listId: number, item: AddListItem): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId, listId);
    await appendItems(tx, listId, [item]);
    return getList(tx, userId, listId);
  });
}

/** Changes a line's quantity, product (a changed match) or words; a line keeps a product or words, or both. */
export async function updateListItem(db: Db, userId: number, listId: number, itemId: number, change: UpdateListItem): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId, listId);
    const [item] = await tx
      .select({ productId: shoppingListItems.productId, text: shoppingListItems.text })
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)));
    if (!item) throw notFound(`List line ${itemId} not found`);
    const productId = change.productId === undefined ? item.productId : change.productId;
    const text = change.text === undefined ? item.text : change.text;
    if (productId === null && text === null) throw invalid('productId: a line needs a product or text', { productId: 'a line needs a product or text' });
    if (change.productId) {
      await requireProducts(tx, [change.productId]);
      const [other] = await tx
        .select({ id: shoppingListItems.id })
        .from(shoppingListItems)
        .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.productId, change.productId)));
      if (other && other.id !== itemId) throw conflict('That product is on this list already: change its quantity instead');
    }
    await tx
      .update(shoppingListItems)
      .set({ productId, text, ...(change.quantity !== undefined ? { quantity: change.quantity } : {}), updatedAt: sql`now()` })
      .where(eq(shoppingListItems.id, itemId));
    return getList(tx, userId, listId);
  });
}

export async function removeListItem(db: Db, userId: number, listId: number, itemId: number): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId, listId);
    const removed = await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
      .returning({ id: shoppingListItems.id });
    if (removed.length === 0) throw notFound(`List line ${itemId} not found`);
    return getList(tx, userId, listId);
  });
}

const shareOf = (token: string): ListShare => ({ token, path: `/shared/${token}` });

/** The list's share link: the one it has, or a new one (SHARE_TOKEN_BYTES random bytes, base64url). */
export async function shareList(db: Db, userId: number, listId: number): Promise<ListShare> {
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .update(shoppingLists)
    .set({ shareToken: sql`coalesce(${shoppingLists.shareToken}, ${token})` })
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning({ token: shoppingLists.shareToken });
  if (!row?.token) throw listNotFound(listId);
  return shareOf(row.token);
}

/** Revokes the share link: it answers 404 from now on; sharing again gives a new one. */
export async function unshareList(db: Db, userId: number, listId: number): Promise<void> {
  const updated = await db
    .update(shoppingLists)
    .set({ shareToken: null })
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  if (updated.length === 0) throw listNotFound(listId);
}

async function sharedListId(db: Db, token: string): Promise<number> {
  const missing = () => notFound('This shared list is not available: the link may have been turned off');
  if (!isShareToken(token)) throw missing();
  const [list] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.shareToken, token));
  if (!list) throw missing();
  return list.id;
}

/** A shared list, read-only, to anyone with its link. */
export async function sharedList(db: Db, token: string): Promise<SharedList> {
  const id = await sharedListId(db, token);
  const [list] = await db.select({ name: shoppingLists.name }).from(shoppingLists).where(eq(shoppingLists.id, id));
  const items = await itemsOf(db, id);
  return { name: list!.name, items: items.map(({ productId, product, text, quantity }) => ({ productId, product, text, quantity })) };
}

/** Copies a shared list into the signed-in shopper's own lists (under the same name). */
export async function copySharedList(db: Db, userId: number, token: string): Promise<ShoppingList> {
  const shared = await sharedList(db, token);
  return createList(db, userId, {
    name: shared.name,
    items: shared.items.map((i) => ({ ...(i.productId !== null ? { productId: i.productId } : {}), ...(i.text !== null ? { text: i.text } : {}), quantity: i.quantity })),
  });
}
