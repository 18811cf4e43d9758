import { addDays, ukDate } from './delivery-slots';
import { discountedPence } from './money';

/**
 * A product's price over time (issue 37), from its price_changes rows: the daily series the chart draws, and the
 * honest "was" price.
 */

/** One recorded state: its shelf price, discount and availability from `from` until `to` (null: still today's). */
export interface PriceSpan {
  pricePence: number;
  discountPercent: number;
  available: boolean;
  from: Date;
  to: Date | null;
}

export interface PriceDay {
  /** The UK date, YYYY-MM-DD. */
  date: string;
  /** What one cost that day (after its discount) at the day's end (today: now); null before the price was recorded. */
  pence: number | null;
  available: boolean | null;
}

export const HISTORY_DAYS_MAX = 365;
/** The Pricing Practices Guide's test: the earlier price stood at least this many consecutive days... */
export const WAS_MIN_DAYS = 28;
/** ...within this many days before now. */
export const WAS_WINDOW_DAYS = 183;

const DAY_MS = 24 * 60 * 60 * 1000;
const paid = (s: Pick<PriceSpan, 'pricePence' | 'discountPercent'>) => discountedPence(s.pricePence, s.discountPercent);

/** The last `days` UK dates to today, oldest first, each with the price standing at its end (spans in any order). */
export function dailySeries(spans: readonly PriceSpan[], days: number, now: Date): PriceDay[] {
  const sorted = [...spans].sort((a, b) => a.from.getTime() - b.from.getTime());
  const today = ukDate(now);
  const series: PriceDay[] = [];
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = addDays(today, -i);
    // The span standing at the day's end: the latest one begun that day or before and not ended by then.
    let standing: PriceSpan | undefined;
    for (const span of sorted) {
      if (ukDate(span.from) > date || span.from > now) break;
      const endsLater = span.to === null || (i === 0 ? span.to > now : ukDate(span.to) > date);
      if (endsLater) standing = span;
    }
    series.push({ date, pence: standing ? paid(standing) : null, available: standing ? standing.available : null });
  }
  return series;
}

export interface SeriesFacts {
  lowestPence: number | null;
  highestPence: number | null;
  /**
   * Today's price is the lowest of the whole period and lower than it has been in it: true only when the history
   * covers every day of the period (a product recorded last week has no "lowest in 90 days").
   */
  lowestInPeriod: boolean;
}

export function seriesFacts(series: readonly PriceDay[]): SeriesFacts {
  const known = series.flatMap((d) => (d.pence === null ? [] : [d.pence]));
  if (known.length === 0) return { lowestPence: null, highestPence: null, lowestInPeriod: false };
  const lowestPence = Math.min(...known);
  const highestPence = Math.max(...known);
  const today = series[series.length - 1]?.pence ?? null;
  const covered = known.length === series.length;
  return { lowestPence, highestPence, lowestInPeriod: covered && today === lowestPence && today < highestPence };
}

/** Adjacent spans merged where what the shopper paid did not change (a new row for availability alone, say). */
function runsOfPaidPrice(spans: readonly PriceSpan[], now: Date): { pence: number; from: Date; to: Date }[] {
  const sorted = [...spans].sort((a, b) => a.from.getTime() - b.from.getTime());
  const runs: { pence: number; from: Date; to: Date }[] = [];
  for (const span of sorted) {
    const to = span.to ?? now;
    const last = runs[runs.length - 1];
    if (last && last.pence === paid(span) && span.from.getTime() <= last.to.getTime()) last.to = to > last.to ? to : last.to;
    else runs.push({ pence: paid(span), from: span.from, to });
  }
  return runs;
}

/**
 * The "was" price an offer may show, or null. The UK's Pricing Practices Guide: a reference price is fair when the
 * product was sold at it for at least 28 consecutive days within the last 6 months, and that earlier price stood
 * longer than the offer has. So: today's price must be lower than the price immediately before it; that earlier
 * price must have stood at least WAS_MIN_DAYS whole days inside the window (WAS_WINDOW_DAYS back from now), and
 * longer than today's price has stood so far. Anything else shows as a discount with no "was".
 */
export function wasPricePence(spans: readonly PriceSpan[], now: Date): number | null {
  const runs = runsOfPaidPrice(spans, now);
  const current = runs[runs.length - 1];
  const previous = runs[runs.length - 2];
  if (!current || !previous || previous.pence <= current.pence) return null;
  const windowStart = now.getTime() - WAS_WINDOW_DAYS * DAY_MS;
  const stoodMs = previous.to.getTime() - Math.max(previous.from.getTime(), windowStart);
  const offerMs = now.getTime() - current.from.getTime();
  if (stoodMs < WAS_MIN_DAYS * DAY_MS) return null;
  return stoodMs > offerMs ? previous.pence : null;
}

/** The longest a "was" can stay honest: its earlier price leaves the 6-month window by then at the latest. */
const WAS_HORIZON_MS = WAS_WINDOW_DAYS * DAY_MS;

/**
 * The honest "was" price now and until when it stays honest if nothing changes (the offer ages and the earlier
 * price slides out of the window, so it only ever stops): the products' shown "was" (products.was_price_pence,
 * was_until) is kept from it whenever prices are recorded. Null when there is none now. To the second.
 */
export function honestWas(spans: readonly PriceSpan[], now: Date): { pence: number; until: Date } | null {
  const pence = wasPricePence(spans, now);
  if (pence === null) return null;
  let honest = now.getTime();
  let gone = honest + WAS_HORIZON_MS + 1000;
  while (gone - honest > 1000) {
    const mid = Math.floor((honest + gone) / 2);
    if (wasPricePence(spans, new Date(mid)) === pence) honest = mid;
    else gone = mid;
  }
  return { pence, until: new Date(gone) };
}
