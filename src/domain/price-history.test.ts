import { describe, expect, it } from 'vitest';
import { dailySeries, honestWas, seriesFacts, wasPricePence, type PriceSpan } from './price-history';

const NOW = new Date('2026-11-29T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);
const span = (pricePence: number, from: number, to: number | null, discountPercent = 0, available = true): PriceSpan => ({
  pricePence,
  discountPercent,
  available,
  from: daysAgo(from),
  to: to === null ? null : daysAgo(to),
});

describe('wasPricePence (Pricing Practices Guide)', () => {
  it('shows the earlier price when it stood 28 days in the last 6 months and longer than the offer', () => {
    expect(wasPricePence([span(140, 60, 10), span(140, 10, null, 20)], NOW)).toBe(140);
    // A plain price cut is an offer too.
    expect(wasPricePence([span(140, 60, 10), span(120, 10, null)], NOW)).toBe(140);
  });

  it('no "was" when the earlier price stood fewer than 28 days', () => {
    expect(wasPricePence([span(140, 38, 10), span(140, 10, null, 20)], NOW)).toBe(140); // exactly 28 days
    expect(wasPricePence([span(140, 37, 10), span(140, 10, null, 20)], NOW)).toBeNull(); // 27 days
    expect(wasPricePence([span(110, 90, 30), span(140, 30, 10), span(140, 10, null, 20)], NOW)).toBeNull();
  });

  it('counts only the days within the last 6 months', () => {
    // 200 days at the price, but only 20 of them inside the window.
    expect(wasPricePence([span(140, 400, 163), span(112, 163, null)], NOW)).toBeNull();
    expect(wasPricePence([span(140, 400, 120), span(112, 120, null)], NOW)).toBeNull(); // 63 days in, but the offer has run 120
    expect(wasPricePence([span(140, 400, 60), span(112, 60, null)], NOW)).toBe(140);
  });

  it('no "was" when the offer has already run as long as the earlier price stood', () => {
    expect(wasPricePence([span(140, 80, 40), span(140, 40, null, 20)], NOW)).toBe(null);
    expect(wasPricePence([span(140, 80, 39), span(140, 39, null, 20)], NOW)).toBe(140);
  });

  it('no "was" for a price that went up, stayed the same or has no earlier price', () => {
    expect(wasPricePence([span(120, 60, 10), span(140, 10, null)], NOW)).toBeNull();
    expect(wasPricePence([span(140, 60, null, 20)], NOW)).toBeNull();
    expect(wasPricePence([], NOW)).toBeNull();
  });

  it('a change of availability alone does not break the earlier price\'s run', () => {
    expect(wasPricePence([span(140, 60, 40), span(140, 40, 30, 0, false), span(140, 30, 10), span(120, 10, null)], NOW)).toBe(140);
  });
});

describe('dailySeries', () => {
  it('answers each UK day with the price standing at its end, null before the history begins', () => {
    const series = dailySeries([span(140, 3, 1), span(140, 1, null, 50)], 5, NOW);
    expect(series.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(series.map((d) => d.pence)).toEqual([null, 140, 140, 70, 70]);
  });

  it('takes the last of several changes on one day', () => {
    const morning = new Date('2026-11-28T08:00:00Z');
    const noon = new Date('2026-11-28T12:00:00Z');
    const spans: PriceSpan[] = [
      { pricePence: 100, discountPercent: 0, available: true, from: daysAgo(5), to: morning },
      { pricePence: 90, discountPercent: 0, available: true, from: morning, to: noon },
      { pricePence: 95, discountPercent: 0, available: false, from: noon, to: null },
    ];
    expect(dailySeries(spans, 2, NOW)).toEqual([
      { date: '2026-11-28', pence: 95, available: false },
      { date: '2026-11-29', pence: 95, available: false },
    ]);
  });
});

describe('seriesFacts', () => {
  it('"lowest in the period" only when the history covers every day and the price fell', () => {
    const fell = dailySeries([span(140, 100, 2), span(120, 2, null)], 90, NOW);
    expect(seriesFacts(fell)).toEqual({ lowestPence: 120, highestPence: 140, lowestInPeriod: true });
    const short = dailySeries([span(140, 30, 2), span(120, 2, null)], 90, NOW);
    expect(seriesFacts(short).lowestInPeriod).toBe(false);
    const flat = dailySeries([span(140, 100, null)], 90, NOW);
    expect(seriesFacts(flat)).toEqual({ lowestPence: 140, highestPence: 140, lowestInPeriod: false });
  });
});

describe('honestWas: the "was" now and until when it stays honest', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('ends when the offer has run as long as the price before it stood', () => {
    // 140p for 50 days, then 112p for the last 10: honest until the offer has run 50 days, 40 days from now.
    const was = honestWas([span(140, 60, 10), span(112, 10, null)], NOW);
    expect(was?.pence).toBe(140);
    expect(Math.abs(was!.until.getTime() - (NOW.getTime() + 40 * DAY))).toBeLessThanOrEqual(1000);
    expect(wasPricePence([span(140, 60, 10), span(112, 10, null)], new Date(was!.until.getTime() + 1000))).toBeNull();
  });

  it('ends sooner when the earlier price slides out of the six-month window first', () => {
    // 140p for 300 days until 20 days ago: x days from now the window keeps 163 - x days of it and the offer has run
    // 20 + x, so it stays honest while 163 - x > 20 + x: 71.5 days (not the 300 days it stood).
    const was = honestWas([span(140, 320, 20), span(112, 20, null)], NOW);
    expect(was?.pence).toBe(140);
    const days = (was!.until.getTime() - NOW.getTime()) / DAY;
    expect(days).toBeGreaterThan(71.49);
    expect(days).toBeLessThan(71.52);
  });

  it('is null when there is no honest "was" now', () => {
    expect(honestWas([span(140, 30, 10), span(112, 10, null)], NOW)).toBeNull(); // 20 days at 140p
    expect(honestWas([span(112, 30, null)], NOW)).toBeNull();
  });
});
