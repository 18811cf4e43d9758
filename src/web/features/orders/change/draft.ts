import type { ChangeOrderInput, OrderDetail, OrderItem, PriceChangedError } from '@/contracts/orders';
import { cartTotals, CART_MAX_QUANTITY, CART_MIN_QUANTITY, type CartTotals } from '@/domain/cart';
import type { SubstitutionPreference } from '@/domain/fulfilment';
import { penceToPounds, poundsToPence } from '@/domain/money';
import { multiBuyLinePence, type MultiBuy } from '@/domain/multibuy';
import { planLines, type CurrentLine, type ProductNow, type WantedLine } from '@/domain/order-change';
import { multiBuyPence } from '@/web/lib/priced-line';

/**
 * The change screen's draft of an order (issue 34): the whole new list of lines, the slot and the notes, made
 * from the order as it stands (`base`) and sent whole as PATCH /api/orders/:id's body. Prices follow the
 * domain's rule (planLines): a line already ordered keeps its ordered unit price while its quantity does not
 * grow; a new line, or one whose quantity grows, is at today's price.
 */

/** Today's price and availability of a product (after discount): known for a product added from search, fetched for a line that grows. */
export interface TodayPrice {
  pricePence: number;
  available: boolean;
  /** Today's multi-buy (null: none); undefined when not known (a price from a 409), so no line total is sent for it. */
  multiBuy?: MultiBuy | null;
}

export interface DraftLine {
  productId: number;
  name: string;
  storeId: number;
  storeName: string;
  storeColor: string;
  quantity: number;
  substitution: SubstitutionPreference;
  /** "Remember my choice": the next basket with this product starts with the same "If unavailable". */
  remember: boolean;
  today: TodayPrice | null;
}

export interface Draft {
  /** The order the draft was made from (or last brought up to date with). */
  base: OrderDetail;
  lines: DraftLine[];
  /** The chosen slot's id; the order's own slot until another is chosen. */
  slotId: string | null;
  notes: string;
}

const lineOf = (item: OrderItem): DraftLine => ({
  productId: item.productId,
  name: item.name,
  storeId: item.storeId,
  storeName: item.storeName,
  storeColor: item.storeColor,
  quantity: item.quantity,
  substitution: item.substitution,
  remember: false,
  today: null,
});

export function draftFromOrder(order: OrderDetail): Draft {
  return { base: order, lines: order.items.map(lineOf), slotId: order.deliverySlot?.id ?? null, notes: order.notes ?? '' };
}

/** The chains already picking the order: their lines cannot change. */
export const lockedStoreIds = (order: OrderDetail): Set<number> => new Set((order.changeWindow?.lockedStores ?? []).map((s) => s.storeId));

export const orderedLine = (order: OrderDetail, productId: number): OrderItem | undefined => order.items.find((i) => i.productId === productId);

/** Whether the line is charged at today's price: it is new, or its quantity grew past what was ordered. */
export function atTodaysPrice(draft: Draft, line: Pick<DraftLine, 'productId' | 'quantity'>): boolean {
  const before = orderedLine(draft.base, line.productId);
  return before === undefined || line.quantity > before.quantity;
}

/** The unit price the line is charged at, pence; null while today's price is not known yet. */
export function unitPricePence(draft: Draft, line: DraftLine): number | null {
  const before = orderedLine(draft.base, line.productId);
  if (before && line.quantity <= before.quantity) return poundsToPence(before.price);
  return line.today?.pricePence ?? null;
}

/**
 * The multi-buy the line is priced with: the ordered line's snapshot while its quantity does not grow, else
 * today's; undefined when not known (an answer stored before multi-buys, or a price from a 409).
 */
export function lineMultiBuy(draft: Draft, line: DraftLine): MultiBuy | null | undefined {
  const before = orderedLine(draft.base, line.productId);
  if (before && line.quantity <= before.quantity) return before.multiBuy === undefined ? undefined : multiBuyPence(before.multiBuy);
  return line.today?.multiBuy;
}

/** The line's total by the one rule (src/domain/multibuy.ts), pence; null while its price is not known. */
export function draftLineTotalPence(draft: Draft, line: DraftLine): number | null {
  const unit = unitPricePence(draft, line);
  return unit === null ? null : multiBuyLinePence({ quantity: line.quantity, unitPricePence: unit, multiBuy: lineMultiBuy(draft, line) });
}

/**
 * The products whose today's price the draft still needs: ordered lines grown past their ordered quantity
 * (a product added from search came with its price).
 */
export const pricesNeeded = (draft: Draft): number[] => draft.lines.filter((l) => l.today === null && atTodaysPrice(draft, l)).map((l) => l.productId);

/** The new totals by the basket's one rule, at the order's delivery option; null while a price is not known. */
export function draftTotals(draft: Draft): CartTotals | null {
  const priced = draft.lines.map((l) => ({ pricePence: unitPricePence(draft, l), discountPercent: 0, quantity: l.quantity, multiBuy: lineMultiBuy(draft, l) }));
  if (priced.some((p) => p.pricePence === null)) return null;
  return cartTotals(
    priced.map((p) => ({ ...p, pricePence: p.pricePence! })),
    draft.base.deliveryOption,
  );
}

const sameChoice = (a: SubstitutionPreference, b: SubstitutionPreference) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the lines differ from the order's (or a choice is to be remembered): then the whole list is sent. */
export function linesChanged(draft: Draft): boolean {
  if (draft.lines.some((l) => l.remember)) return true;
  const current: CurrentLine[] = draft.base.items.map((i) => ({
    productId: i.productId,
    storeId: i.storeId,
    name: i.name,
    quantity: i.quantity,
    unitPricePence: poundsToPence(i.price),
    substitution: i.substitution,
  }));
  // The domain's own diff of the two lists; prices are not its business here, so each product is "today" at the price shown.
  const products = new Map<number, ProductNow>(
    draft.lines.map((l) => [l.productId, { id: l.productId, storeId: l.storeId, name: l.name, pricePence: unitPricePence(draft, l) ?? 0, available: true }]),
  );
  const wanted: WantedLine[] = draft.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, seenPence: unitPricePence(draft, l) ?? 0, substitution: l.substitution }));
  const plan = planLines(current, wanted, products, new Set());
  if (!plan.ok) return true;
  const { added, removed, quantity, substitution } = plan.diff;
  return added.length + removed.length + quantity.length + substitution.length > 0;
}

const trimmedNotes = (notes: string) => notes.trim();

/**
 * PATCH /api/orders/:id's body: only what changed (the whole list of lines when any line did, at the prices
 * shown); empty when nothing did.
 */
export function changeBody(draft: Draft): ChangeOrderInput {
  const body: ChangeOrderInput = {};
  if (linesChanged(draft)) {
    body.items = draft.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      price: penceToPounds(unitPricePence(draft, l) ?? poundsToPence(orderedLine(draft.base, l.productId)?.price ?? 0)),
      // The total shown, with its multi-buy, when the terms are known: the server checks it as it checks the price.
      ...(lineMultiBuy(draft, l) !== undefined && unitPricePence(draft, l) !== null && { lineTotal: penceToPounds(draftLineTotalPence(draft, l)!) }),
      substitution: l.substitution,
      ...(l.remember ? { rememberSubstitution: true } : {}),
    }));
  }
  if (draft.slotId && draft.slotId !== (draft.base.deliverySlot?.id ?? null)) body.deliverySlot = draft.slotId;
  const notes = trimmedNotes(draft.notes);
  if (notes !== (draft.base.notes ?? '')) body.notes = notes || null;
  return body;
}

export const hasChanges = (draft: Draft) => Object.keys(changeBody(draft)).length > 0;

// ---- Edits --------------------------------------------------------------------------------------------------

const update = (draft: Draft, productId: number, change: (line: DraftLine) => DraftLine): Draft => ({
  ...draft,
  lines: draft.lines.map((l) => (l.productId === productId ? change(l) : l)),
});

export const setQuantity = (draft: Draft, productId: number, quantity: number): Draft =>
  update(draft, productId, (l) => ({ ...l, quantity: Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, quantity)) }));

export const setSubstitution = (draft: Draft, productId: number, substitution: SubstitutionPreference): Draft => update(draft, productId, (l) => ({ ...l, substitution }));

export const setRemember = (draft: Draft, productId: number, remember: boolean): Draft => update(draft, productId, (l) => ({ ...l, remember }));

export const removeLine = (draft: Draft, productId: number): Draft => ({ ...draft, lines: draft.lines.filter((l) => l.productId !== productId) });

/** A product found in the catalogue, with its chain's name and colour. */
export interface FoundProduct {
  productId: number;
  name: string;
  storeId: number;
  storeName: string;
  storeColor: string;
  today: TodayPrice;
}

/** Adds one of a product: one more when the draft has it, else a new line (an ordered line put back starts as it was ordered). */
export function addProduct(draft: Draft, found: FoundProduct): Draft {
  if (draft.lines.some((l) => l.productId === found.productId)) {
    return update(draft, found.productId, (l) => ({ ...l, quantity: Math.min(CART_MAX_QUANTITY, l.quantity + 1), today: found.today }));
  }
  const before = orderedLine(draft.base, found.productId);
  const line: DraftLine = before
    ? { ...lineOf(before), quantity: 1, today: found.today }
    : { ...found, quantity: 1, substitution: { kind: 'best_match' }, remember: false };
  return { ...draft, lines: [...draft.lines, line] };
}

/** Today's prices from a 409 price_changed (pounds, as at checkout): the lines it names are shown at them. */
export function applyPriceChanges(draft: Draft, changes: PriceChangedError['changes']): Draft {
  const current = new Map(changes.map((c) => [c.productId, poundsToPence(c.current)]));
  return { ...draft, lines: draft.lines.map((l) => (current.has(l.productId) ? { ...l, today: { pricePence: current.get(l.productId)!, available: true } } : l)) };
}

export const setTodayPrices = (draft: Draft, prices: ReadonlyMap<number, TodayPrice>): Draft => ({
  ...draft,
  lines: draft.lines.map((l) => (l.today === null && prices.has(l.productId) ? { ...l, today: prices.get(l.productId)! } : l)),
});

// ---- Bringing a draft up to date ----------------------------------------------------------------------------

const sameLine = (a: Pick<DraftLine, 'quantity' | 'substitution'>, b: Pick<DraftLine, 'quantity' | 'substitution'>) => a.quantity === b.quantity && sameChoice(a.substitution, b.substitution);

/**
 * The draft moved onto the order as it is now (another tab changed it, or staff started a chain): a three-way
 * merge line by line. A locked chain's lines become the order's exactly; elsewhere what the shopper changed is
 * kept, what they left alone follows the order, and lines the order gained meanwhile are added. The slot and
 * the notes likewise: the shopper's choice if they made one, else the order's.
 */
export function rebaseDraft(draft: Draft, order: OrderDetail): Draft {
  const old = draft.base;
  const locked = lockedStoreIds(order);
  const mine = new Map(draft.lines.map((l) => [l.productId, l]));
  const lines: DraftLine[] = [];
  const seen = new Set<number>();
  for (const item of order.items) {
    seen.add(item.productId);
    const fresh = lineOf(item);
    const was = orderedLine(old, item.productId);
    const line = mine.get(item.productId);
    if (locked.has(item.storeId)) lines.push(fresh);
    // Removed here, and still as the old order had it there: it stays removed.
    else if (!line) {
      if (!was || !sameLine(lineOf(was), fresh)) lines.push(fresh);
    } else if (was && sameLine(line, lineOf(was)) && !line.remember) lines.push({ ...fresh, today: line.today });
    else lines.push(line);
  }
  // The shopper's own additions, where their chain is still open.
  for (const line of draft.lines) if (!seen.has(line.productId) && !orderedLine(old, line.productId) && !locked.has(line.storeId)) lines.push(line);
  const oldSlot = old.deliverySlot?.id ?? null;
  return {
    base: order,
    lines,
    slotId: draft.slotId !== oldSlot ? draft.slotId : (order.deliverySlot?.id ?? null),
    notes: trimmedNotes(draft.notes) !== (old.notes ?? '') ? draft.notes : (order.notes ?? ''),
  };
}

/** The draft's lines by chain, in the order their first line comes. */
export function groupByStore(lines: readonly DraftLine[]): { storeId: number; storeName: string; storeColor: string; lines: DraftLine[] }[] {
  const groups = new Map<number, { storeId: number; storeName: string; storeColor: string; lines: DraftLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.storeId) ?? { storeId: line.storeId, storeName: line.storeName, storeColor: line.storeColor, lines: [] };
    group.lines.push(line);
    groups.set(line.storeId, group);
  }
  return [...groups.values()];
}
