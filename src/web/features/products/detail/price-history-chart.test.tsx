import { describe, expect, it } from 'vitest';
import type { PriceHistory } from '@/contracts/price-history';
import { priceHistorySummary } from './price-history-chart';

const history = (series: PriceHistory['series'], extra: Partial<PriceHistory> = {}): PriceHistory => {
  const prices = series.flatMap((d) => (d.price === null ? [] : [d.price]));
  return {
    productId: 5,
    days: series.length,
    series,
    lowest: prices.length ? Math.min(...prices) : null,
    highest: prices.length ? Math.max(...prices) : null,
    lowestInPeriod: false,
    was: null,
    equivalent: null,
    ...extra,
  };
};
const day = (date: string, price: number | null) => ({ date, price, available: price === null ? null : true });

describe('the price chart text alternative', () => {
  it('names the first recorded day as a UK shopper writes it, not as an ISO date', () => {
    const text = priceHistorySummary(history([day('2026-11-11', null), day('2026-11-12', 1.4), day('2026-11-13', 1.2)]), 'Beans');
    expect(text).toBe('Beans since 12 Nov: between £1.20 and £1.40, £1.20 today.');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('speaks of the whole period when every day has a price', () => {
    expect(priceHistorySummary(history([day('2026-11-01', 1.4), day('2026-11-02', 1.4)]), 'Beans')).toBe('Beans over the last 2 days: steady at £1.40, £1.40 today.');
  });

  it('says there is no history when no day has a price', () => {
    expect(priceHistorySummary(history([day('2026-11-01', null)]), 'Beans')).toBe('No price history for Beans yet.');
  });
});
