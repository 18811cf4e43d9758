/**
 * Shopping lists (issue 35): what a shopper may keep, and the one sentence that puts the three ways of filling the
 * basket side by side ("Cheapest £41.20 from 5 stores · Fewest stores £43.05 from Tesco and Aldi · Tesco only
 * £46.80, 2 lines missing"), said by the server and shown by the web alike.
 */
import { formatPence } from './money';

/** Lists a shopper may keep, and lines a list may hold: a weekly shop is 10 to 40 lines. */
export const MAX_LISTS = 50;
export const MAX_LIST_ITEMS = 200;
export const LIST_NAME_MAX_LENGTH = 80;
/** A line kept as text (not matched to a product). */
export const LIST_ITEM_TEXT_MAX_LENGTH = 100;
/** Bytes of randomness in a share link's token (base64url: 43 characters). */
export const SHARE_TOKEN_BYTES = 32;

/** 'Tesco', 'Tesco and Aldi', 'Tesco, Asda and Aldi'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;
const stores = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;

export interface StrategyFigures {
  totalPence: number;
  /** The chains' names, in the plan's order. */
  storeNames: string[];
  missing: number;
}

/** 'Cheapest £41.20 from 5 stores', with ', 1 line missing' when some line cannot be had. */
export function cheapestSummary(f: StrategyFigures): string {
  return `Cheapest ${formatPence(f.totalPence)} from ${stores(f.storeNames.length)}${missingText(f.missing)}`;
}

/** 'Fewest stores £43.05 from Tesco and Aldi'. */
export function fewestStoresSummary(f: StrategyFigures): string {
  return `Fewest stores ${formatPence(f.totalPence)} from ${namesList(f.storeNames)}${missingText(f.missing)}`;
}

/** 'Tesco only £46.80, 2 lines missing'. */
export function oneStoreSummary(f: StrategyFigures): string {
  return `${f.storeNames[0] ?? 'One store'} only ${formatPence(f.totalPence)}${missingText(f.missing)}`;
}

const missingText = (n: number) => (n > 0 ? `, ${lines(n)} missing` : '');

/** The three side by side, as the answer to "Fill my basket" says them. */
export function fillSummary(figures: { cheapest: StrategyFigures; fewestStores: StrategyFigures; oneStore: StrategyFigures | null }): string {
  return [cheapestSummary(figures.cheapest), fewestStoresSummary(figures.fewestStores), ...(figures.oneStore ? [oneStoreSummary(figures.oneStore)] : [])].join(' · ');
}
