import { describe, expect, it } from 'vitest';
import { addDays, slotsOfDay } from './delivery-slots';
import { parseHoursRange, type DayHours } from './opening-hours';
import { COLLECTION_MINUTES, estimateSteps, openingWindow, type EstimateInput } from './tracking-estimates';

// The seed's weeks: a large chain (Tesco: 6 AM to 10 PM, Sunday 10 to 4) and the default (Aldi: 8 AM to 8 PM, longer Friday and Saturday, Sunday 11 to 5).
const week = (weekday: string, sunday: string, friday = weekday, saturday = weekday): DayHours[] =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
    day,
    hours: day === 'Sunday' ? sunday : day === 'Friday' ? friday : day === 'Saturday' ? saturday : weekday,
  }));
const TESCO = { storeId: 1, openingHours: week('6:00 AM - 10:00 PM', '10:00 AM - 4:00 PM') };
const ALDI = { storeId: 6, openingHours: week('8:00 AM - 8:00 PM', '11:00 AM - 5:00 PM', '8:00 AM - 9:00 PM', '9:00 AM - 9:00 PM') };
const SAINSBURYS = { storeId: 2, openingHours: week('7:00 AM - 10:00 PM', '9:00 AM - 6:00 PM') };
const WAITROSE = { storeId: 5, openingHours: week('7:30 AM - 9:00 PM', '10:00 AM - 5:00 PM') };

/** UK wall clock of an instant, read independently of the rule (Intl, Europe/London): 'Mon 07:00'. */
const UK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', day: 'numeric', month: 'short' });
const uk = (d: Date | null | undefined) => (d ? UK.format(d).replace(',', '') : null);

/** A slot from its UK date and start hour. */
const slot = (date: string, hour: number) => {
  const s = slotsOfDay(date).find((x) => x.label.startsWith(`${String(hour).padStart(2, '0')}:`))!;
  return { start: s.start, end: s.end };
};
const plan = (over: Partial<EstimateInput> & Pick<EstimateInput, 'slot' | 'now'>): EstimateInput => ({
  promised: over.slot!.end,
  pendingStores: [TESCO],
  ...over,
});

describe('estimateSteps', () => {
  it('a night-time order for the next morning: collections that morning once the stores open, out within the hour before the slot', () => {
    // Monday 30 Nov 2026 at 23:30 (GMT), for Tuesday's 08:00-10:00.
    const e = estimateSteps(plan({ slot: slot('2026-12-01', 8), now: new Date('2026-11-30T23:30:00Z'), pendingStores: [TESCO, SAINSBURYS] }));
    expect(uk(e.collections.get(1))).toBe('Tue 1 Dec 06:30');
    expect(uk(e.collections.get(2))).toBe('Tue 1 Dec 07:00');
    expect(uk(e.collectionStart)).toBe('Tue 1 Dec 06:30');
    expect(uk(e.outForDelivery)).toBe('Tue 1 Dec 07:30');
    expect(uk(e.delivered)).toBe('Tue 1 Dec 10:00');
  });

  it('a store that opens after the van leaves is collected the evening before, or has no estimate once that evening has gone', () => {
    // Aldi opens at 8: for an 08:00 slot it is collected on Monday evening, half an hour before closing, with Tesco just before it.
    const early = estimateSteps(plan({ slot: slot('2026-12-01', 8), now: new Date('2026-11-30T15:00:00Z'), pendingStores: [TESCO, ALDI] }));
    expect(uk(early.collections.get(6))).toBe('Mon 30 Nov 19:30');
    expect(uk(early.collections.get(1))).toBe('Mon 30 Nov 19:00');
    // Ordered at 23:30 that night: the evening has gone, so Aldi gets no time; Tesco is still collected that morning.
    const late = estimateSteps(plan({ slot: slot('2026-12-01', 8), now: new Date('2026-11-30T23:30:00Z'), pendingStores: [TESCO, ALDI] }));
    expect(late.collections.get(6)).toBeNull();
    expect(uk(late.collections.get(1))).toBe('Tue 1 Dec 07:00');
    expect(uk(late.outForDelivery)).toBe('Tue 1 Dec 07:30');
  });

  it('a store closing early: a Sunday evening slot is collected before each store closes', () => {
    // Sunday 6 Dec, 18:00-20:00: Tesco shuts at 4, Aldi at 5.
    const e = estimateSteps(plan({ slot: slot('2026-12-06', 18), now: new Date('2026-12-04T10:00:00Z'), pendingStores: [TESCO, ALDI] }));
    expect(uk(e.collections.get(6))).toBe('Sun 6 Dec 16:30');
    expect(uk(e.collections.get(1))).toBe('Sun 6 Dec 15:30');
    expect(uk(e.outForDelivery)).toBe('Sun 6 Dec 17:30');
  });

  it('a slot the same day: what is still ahead keeps its time, what has passed has none', () => {
    const s = slot('2026-12-02', 14);
    const morning = estimateSteps(plan({ slot: s, now: new Date('2026-12-02T09:00:00Z') }));
    expect([uk(morning.collections.get(1)), uk(morning.outForDelivery), uk(morning.delivered)]).toEqual(['Wed 2 Dec 13:00', 'Wed 2 Dec 13:30', 'Wed 2 Dec 16:00']);
    const lunchtime = estimateSteps(plan({ slot: s, now: new Date('2026-12-02T13:10:00Z') }));
    expect([lunchtime.collections.get(1), uk(lunchtime.outForDelivery)]).toEqual([null, 'Wed 2 Dec 13:30']);
    const late = estimateSteps(plan({ slot: s, now: new Date('2026-12-02T15:00:00Z') }));
    expect([late.collectionStart, late.outForDelivery, uk(late.delivered)]).toEqual([null, null, 'Wed 2 Dec 16:00']);
    const missed = estimateSteps(plan({ slot: s, now: new Date('2026-12-02T16:30:00Z') }));
    expect(missed.delivered).toBeNull();
  });

  it('British Summer Time: the hours and the slot are UK wall-clock times', () => {
    // Wednesday 1 July 2026, 08:00-10:00 BST (07:00Z).
    const e = estimateSteps(plan({ slot: slot('2026-07-01', 8), now: new Date('2026-06-30T12:00:00Z') }));
    expect(e.collections.get(1)!.toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(uk(e.collections.get(1))).toBe('Wed 1 Jul 07:00');
  });

  it('an order placed before slots: only the promise, no made-up times', () => {
    const e = estimateSteps({ slot: null, promised: new Date('2026-12-03T18:00:00Z'), now: new Date('2026-12-01T12:00:00Z'), pendingStores: [TESCO] });
    expect([e.collectionStart, e.collections.get(1), e.outForDelivery, e.delivered?.toISOString()]).toEqual([null, null, null, '2026-12-03T18:00:00.000Z']);
  });

  it('a store closed that day and the day before has no estimate', () => {
    const closed = { storeId: 9, openingHours: week('Closed', 'Closed') };
    expect(estimateSteps(plan({ slot: slot('2026-12-01', 18), now: new Date('2026-11-29T12:00:00Z'), pendingStores: [closed] })).collections.get(9)).toBeNull();
  });

  it('every estimate, for every slot of a week ordered at any hour, lies inside its store`s hours and before the slot', () => {
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' });
    const ukMinutes = (d: Date) => {
      const [hh, mm] = clock.format(d).split(':').map(Number) as [number, number];
      return hh * 60 + mm;
    };
    const ukWeekday = (d: Date) => weekday.format(d);
    const stores = [TESCO, SAINSBURYS, WAITROSE, ALDI];
    let estimated = 0;
    for (let day = 0; day < 7; day++) {
      // Around the October clock change too.
      for (const base of ['2026-11-30', '2026-10-22']) {
        for (const s of slotsOfDay(addDays(base, day))) {
          for (const back of [1, 9, 14, 20, 30, 40, 60]) {
            const now = new Date(s.start.getTime() - back * 3600_000);
            const e = estimateSteps({ slot: { start: s.start, end: s.end }, promised: s.end, now, pendingStores: stores });
            expect(e.outForDelivery === null || (e.outForDelivery < s.start && s.start.getTime() - e.outForDelivery.getTime() <= 3600_000)).toBe(true);
            let previous = -Infinity;
            for (const store of stores) {
              const at = e.collections.get(store.storeId);
              if (!at) continue;
              estimated++;
              const hours = parseHoursRange(store.openingHours.find((h) => h.day === ukWeekday(at))!.hours)!;
              const minutes = ukMinutes(at);
              expect(minutes, `${store.storeId} at ${uk(at)} for ${s.id}`).toBeGreaterThanOrEqual(hours.open);
              expect(minutes + COLLECTION_MINUTES).toBeLessThanOrEqual(hours.close);
              expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
              expect(at.getTime() + COLLECTION_MINUTES * 60_000).toBeLessThanOrEqual(s.start.getTime() - 30 * 60_000);
              // One colleague: in the order listed, never two at once.
              expect(at.getTime()).toBeGreaterThanOrEqual(previous + COLLECTION_MINUTES * 60_000);
              previous = at.getTime();
            }
            if (e.collectionStart) expect(e.collectionStart.getTime()).toBe(Math.min(...[...e.collections.values()].filter((d) => d !== null).map((d) => d.getTime())));
          }
        }
      }
    }
    expect(estimated).toBeGreaterThan(1000);
  });
});

describe('openingWindow', () => {
  it('a day`s hours as instants, in UK time', () => {
    const w = openingWindow(TESCO.openingHours, '2026-07-05')!;
    expect([w.open.toISOString(), w.close.toISOString()]).toEqual(['2026-07-05T09:00:00.000Z', '2026-07-05T15:00:00.000Z']);
    expect(openingWindow([{ day: 'Monday', hours: 'Closed' }], '2026-11-30')).toBeNull();
  });
  it('hours closing after midnight run into the next day', () => {
    const w = openingWindow([{ day: 'Monday', hours: '10:00 PM - 2:00 AM' }], '2026-11-30')!;
    expect(w.close.toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
});
