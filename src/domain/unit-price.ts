/**
 * UK shelf-label unit prices ("£1.20/kg", "85p/litre", "31.3p/100 sheets", "1.8p each").
 *
 * Pack sizes are parsed into integer base amounts (grams, millilitres, sheets, items) so the
 * only floating-point step is the single division that turns a pack price into a unit price.
 *
 * A unit price is always worked out from the price the shopper pays, after any offer: `paidUnitPrice` is the
 * one entry point of the API's `unitPrice` (products/mapper.ts) and so of every card, product page, compare
 * entry and basket line, which show the API's label.
 */

import { discountedPence } from './money';

export type Measure = 'kg' | 'l' | 'sheets' | 'item';

export interface PackSize {
  /** In kilograms, litres, sheets or items. */
  quantity: number;
  measure: Measure;
}

export type UnitPer = 'kg' | 'litre' | '100 sheets' | 'item';

export interface UnitPrice {
  pencePerUnit: number;
  per: UnitPer;
  label: string;
}

type BaseMeasure = 'g' | 'ml' | 'sheets' | 'item';

interface BaseAmount {
  amount: number;
  base: BaseMeasure;
}

// UK milk labels treat a pint as 568 ml (4 pints = 2.272 L), so we match the shelf, not 568.261.
const ML_PER_PINT = 568;

const SIZE_UNITS: Record<string, { base: BaseMeasure; factor: number }> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  cl: { base: 'ml', factor: 10 },
  l: { base: 'ml', factor: 1000 },
  ltr: { base: 'ml', factor: 1000 },
  litre: { base: 'ml', factor: 1000 },
  litres: { base: 'ml', factor: 1000 },
  pint: { base: 'ml', factor: ML_PER_PINT },
  pints: { base: 'ml', factor: ML_PER_PINT },
  sheets: { base: 'sheets', factor: 1 },
};

// Words that mean "this many things" on a shelf label; anything else (e.g. '10m') stays unknown.
const COUNT_NOUNS = new Set([
  'pack', 'pk', 'rolls', 'roll', 'tea bags', 'teabags', 'bags', 'capsules', 'pods', 'tablets',
  'caplets', 'washes', 'wipes', 'pieces', 'eggs', 'sachets', 'cans', 'bottles', 'biscuits', 'bars',
  'slices', 'sticks', 'burgers', 'sausages', 'fingers', 'pouches', 'items', 'count', 'bulbs',
  'batteries', 'sponges', 'cloths', 'pads', 'buds', 'nappies', 'towels', 'tampons', 'plasters',
  'lights', 'liners', 'sacks', 'razors', 'portions', 'cakes', 'buns', 'capsule', 'bag',
]);

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const SIZE_RE = new RegExp(`^${NUMBER}\\s*([a-z]+)$`);
const MULTI_RE = new RegExp(`^(\\d+)\\s*x\\s*${NUMBER}\\s*([a-z]+)$`);
const COUNT_RE = /^(?:x\s*)?(\d+)\s*([a-z][a-z ]*)$/;
const PACK_OF_RE = /^pack of\s*(\d+)$/;
const PER_KG_RE = /^(?:loose\s+)?(?:per|\/)\s*kg$/;
const SHEETS_IN_NAME_RE = /(\d+)\s*sheets/i;

function normalise(unit: string): string {
  return unit.trim().toLowerCase().replace(/×/g, 'x').replace(/\s+/g, ' ');
}

function sizeAmount(value: string, word: string): BaseAmount | null {
  const unit = SIZE_UNITS[word];
  if (!unit) return null;
  // Round away float noise from e.g. 1.1 * 1000; sizes below 1 g/ml do not occur on shelves.
  const amount = Math.round(Number(value) * unit.factor);
  return amount > 0 ? { amount, base: unit.base } : null;
}

function countAmount(count: string): BaseAmount | null {
  const amount = Number(count);
  return Number.isInteger(amount) && amount > 0 ? { amount, base: 'item' } : null;
}

function parseBase(unit: string): BaseAmount | null {
  const text = normalise(unit);
  if (text === '') return null;
  if (PER_KG_RE.test(text)) return { amount: 1000, base: 'g' };
  if (text === 'each' || text === 'single') return { amount: 1, base: 'item' };

  const packOf = PACK_OF_RE.exec(text);
  if (packOf) return countAmount(packOf[1]!);

  const multi = MULTI_RE.exec(text);
  if (multi) {
    const inner = sizeAmount(multi[2]!, multi[3]!) ?? (COUNT_NOUNS.has(multi[3]!) ? countAmount(multi[2]!) : null);
    const packs = Number(multi[1]);
    return inner && packs > 0 ? { amount: inner.amount * packs, base: inner.base } : null;
  }

  const size = SIZE_RE.exec(text);
  if (size) {
    const amount = sizeAmount(size[1]!, size[2]!);
    if (amount) return amount;
  }

  const count = COUNT_RE.exec(text);
  if (count && COUNT_NOUNS.has(count[2]!.trim())) return countAmount(count[1]!);
  return null;
}

/** Parses a shelf pack size such as '400g', '6 x 330ml', '4 pints', 'x 9 rolls' or 'per kg'. */
export function parsePackSize(unit: string): PackSize | null {
  const parsed = parseBase(unit);
  if (!parsed) return null;
  switch (parsed.base) {
    case 'g':
      return { quantity: parsed.amount / 1000, measure: 'kg' };
    case 'ml':
      return { quantity: parsed.amount / 1000, measure: 'l' };
    case 'sheets':
      return { quantity: parsed.amount, measure: 'sheets' };
    case 'item':
      return { quantity: parsed.amount, measure: 'item' };
  }
}

/** Formats integer pence as pounds, always with two decimals: 5 → '£0.05', 1234 → '£12.34'. */
export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, '0');
  return `£${pounds}.${rest}`;
}

function isRolls(unit: string): boolean {
  return /\brolls?\b/.test(normalise(unit));
}

/**
 * Toilet and kitchen rolls are compared per 100 sheets when the sheet count is known; the
 * name carries it as sheets per roll (e.g. "... 9 rolls, 200 sheets"), so total = rolls x sheets.
 */
function sheetsFromName(rolls: number, name: string | undefined): number | null {
  if (!name) return null;
  const match = SHEETS_IN_NAME_RE.exec(name);
  if (!match) return null;
  const perRoll = Number(match[1]);
  return perRoll > 0 ? perRoll * rolls : null;
}

/**
 * A unit price's amount as a shelf shows it: pounds and pence from £1 ('£1.20'), pence with at most one decimal
 * below ('1.8p', '68p'), so 80 tea bags at £1.45 read 1.8p each, not '£0.02 each' like every other box of tea.
 */
export function formatUnitAmount(pencePerUnit: number): string {
  if (pencePerUnit >= 99.95) return formatPounds(Math.round(pencePerUnit));
  return `${Number(pencePerUnit.toFixed(1))}p`;
}

function build(exactPencePerUnit: number, per: UnitPer): UnitPrice {
  // To a tenth of a penny: what the label shows below £1, and what comparisons between labels go by.
  const pencePerUnit = Math.round(exactPencePerUnit * 10) / 10;
  const price = formatUnitAmount(pencePerUnit);
  const label =
    per === 'kg' ? `${price}/kg` : per === 'litre' ? `${price}/litre` : per === '100 sheets' ? `${price}/100 sheets` : `${price} each`;
  return { pencePerUnit, per, label };
}

/**
 * Unit price for a pack from the price paid for it (already after any discount), to a tenth of a penny. Returns null when the pack size is not understood or the price is not a non-negative integer
 * number of pence. Callers holding a shelf price and an offer use `paidUnitPrice`.
 */
export function unitPrice(pricePence: number, unit: string, name?: string): UnitPrice | null {
  if (!Number.isInteger(pricePence) || pricePence < 0) return null;
  const parsed = parseBase(unit);
  if (!parsed) return null;

  switch (parsed.base) {
    case 'g':
      return build((pricePence * 1000) / parsed.amount, 'kg');
    case 'ml':
      return build((pricePence * 1000) / parsed.amount, 'litre');
    case 'sheets':
      return build((pricePence * 100) / parsed.amount, '100 sheets');
    case 'item': {
      const sheets = isRolls(unit) ? sheetsFromName(parsed.amount, name) : null;
      if (sheets) return build((pricePence * 100) / sheets, '100 sheets');
      return build(pricePence / parsed.amount, 'item');
    }
  }
}

/** A product's price facts as the catalogue stores them: the shelf price before any offer and the offer's percent. */
export interface PricedPack {
  pricePence: number;
  discountPercent: number | null | undefined;
  unit: string | null | undefined;
  name?: string;
}

/**
 * The shelf label's unit price of what the shopper pays: the pack's price after the offer, per kg, litre,
 * 100 sheets or item. Null without a pack size we understand.
 */
export function paidUnitPrice(pack: PricedPack): UnitPrice | null {
  if (!pack.unit) return null;
  return unitPrice(discountedPence(pack.pricePence, pack.discountPercent), pack.unit, pack.name);
}

/** How a line is sold: one thing ('each'), by weight ('kg') or as a pack ('pack'). */
export type SoldBy = 'each' | 'kg' | 'pack';

// Shelf words for one loose thing; a count of one ('1 pack', 'pack of 1') is caught by parsing.
const SINGLE_UNITS = new Set(['each', 'single', 'unit', 'loose', 'item']);

/** 'each' for a product sold singly (no pack size, 'each', 'unit', a loose item, a count of one), 'kg' for 'per kg', else 'pack'. */
export function soldBy(unit: string | null | undefined): SoldBy {
  const text = normalise(unit ?? '');
  if (text === '' || SINGLE_UNITS.has(text)) return 'each';
  if (PER_KG_RE.test(text)) return 'kg';
  const base = parseBase(text);
  return base?.base === 'item' && base.amount === 1 ? 'each' : 'pack';
}

/**
 * The price of one of what the basket line counts, as the basket shows it beside the quantity: '£1.75 per pack',
 * '£0.30 each' only for a product sold singly, '£2.00 per kg' for one sold by weight. It reads differently from the
 * unit price ('£4.38/kg') so the two are never confused.
 */
export function packPriceLabel(pricePence: number, unit: string | null | undefined): string {
  const price = formatPounds(pricePence);
  const by = soldBy(unit);
  return by === 'each' ? `${price} each` : by === 'kg' ? `${price} per kg` : `${price} per pack`;
}
