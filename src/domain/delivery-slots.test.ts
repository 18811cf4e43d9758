import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  formatDayMonth,
  DEFAULT_SLOT_CONFIG,
  deliveryDates,
  describeSlot,
  earliestAvailableSlot,
  offeredSlot,
  slotDays,
  slotFromStart,
  slotIdOf,
  slotsOfDay,
  slotStatus,
  ukDate,
  ukOffsetMinutes,
  ukTimeToInstant,
} from './delivery-slots';

const iso = (d: Date) => d.toISOString();
const noBookings = new Map<string, number>();

describe('UK time', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(ukOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(ukOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(iso(ukTimeToInstant('2026-01-15', 8))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(ukTimeToInstant('2026-07-15', 8))).toBe('2026-07-15T07:00:00.000Z');
  });

  it('takes the UK date, not the UTC one, late in a summer evening', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('agrees with the time-zone database at every instant, the minutes either side of each changeover included', () => {
    // The reference: London's wall clock as Intl writes it, compared with the instant's own UTC fields.
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    const reference = (t: number) => {
      const p = Object.fromEntries(london.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      const date = `${p.year}-${p.month}-${p.day}`;
      const hoursAhead = (Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!) - Math.floor(t / 3600_000) * 3600_000) / 3600_000;
      return { date, offset: hoursAhead * 60 };
    };
    const changeovers = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z'].map((s) => Date.parse(s));
    const instants = [
      ...changeovers.flatMap((c) => [-3600_001, -60_000, -1, 0, 1, 60_000, 3599_999].map((d) => c + d)),
      // Every 37 minutes through a year and a half, in both directions, so the memo is read as well as filled.
      ...Array.from({ length: 21_000 }, (_, i) => Date.parse('2026-01-01T00:00:00Z') + i * 37 * 60_000),
      ...Array.from({ length: 2_000 }, (_, i) => Date.parse('2027-06-01T00:00:00Z') - i * 61 * 60_000),
    ];
    // Compared in a loop and asserted once: 23,000 expect() calls took 6 s on a busy machine, past the test's budget.
    const wrong = instants.flatMap((t) => {
      const want = reference(t);
      const got = { offset: ukOffsetMinutes(new Date(t)), date: ukDate(new Date(t)) };
      return got.offset === want.offset && got.date === want.date ? [] : [{ t: new Date(t).toISOString(), got, want }];
    });
    expect(wrong).toEqual([]);
    expect(ukOffsetMinutes(new Date('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(ukOffsetMinutes(new Date('2026-03-29T01:00:00.000Z'))).toBe(60);
    expect(ukOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(ukOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'))).toBe(0);
  });

  it('asks the time-zone database once per hour, not once per question: offering the same week again asks nothing', () => {
    const asked = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const now = new Date('2031-02-03T09:15:00Z');
      slotDays('standard', now, noBookings, DEFAULT_SLOT_CONFIG);
      const first = asked.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      asked.mockClear();
      slotDays('standard', now, noBookings, DEFAULT_SLOT_CONFIG);
      earliestAvailableSlot('standard', now, noBookings, DEFAULT_SLOT_CONFIG);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it("names a slot by its UK wall-clock start, as slotFromStart does, in summer and in winter", () => {
    for (const date of ['2026-01-15', '2026-03-29', '2026-07-15', '2026-10-25', '2026-12-31']) {
      for (const slot of slotsOfDay(date)) {
        expect(slotIdOf(slot.start)).toBe(slot.id);
        expect(slotFromStart(slot.start).id).toBe(slot.id);
      }
    }
    expect(slotIdOf(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15T08:00');
    expect(slotIdOf(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15T08:00');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('slot generation across the clocks changing', () => {
  it('gives seven two-hour slots from 08:00 to 22:00 on the day the clocks go forward (29 March 2026)', () => {
    const slots = slotsOfDay('2026-03-29');
    expect(slots.map((s) => s.label)).toEqual(['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00', '18:00–20:00', '20:00–22:00']);
    // After 01:00 UTC the UK is on BST: 08:00 is 07:00 UTC.
    expect(iso(slots[0]!.start)).toBe('2026-03-29T07:00:00.000Z');
    expect(iso(slots[6]!.end)).toBe('2026-03-29T21:00:00.000Z');
    // The day before is still GMT.
    expect(iso(slotsOfDay('2026-03-28')[0]!.start)).toBe('2026-03-28T08:00:00.000Z');
    for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(2 * 3600_000);
  });

  it('gives a day asked for again the same slots, which a caller changing its copy does not touch', () => {
    const first = slotsOfDay('2026-03-29');
    const expected = first.map((s) => ({ ...s, start: iso(s.start), end: iso(s.end) }));
    first[0]!.start.setTime(0);
    first[0]!.label = 'changed';
    first.pop();
    const again = slotsOfDay('2026-03-29');
    expect(again.map((s) => ({ ...s, start: iso(s.start), end: iso(s.end) }))).toEqual(expected);
    expect(iso(again[0]!.start)).toBe('2026-03-29T07:00:00.000Z');
  });

  it('gives the same wall-clock slots on the day the clocks go back (25 October 2026)', () => {
    const slots = slotsOfDay('2026-10-25');
    expect(slots).toHaveLength(7);
    expect(iso(slots[0]!.start)).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(slotsOfDay('2026-10-24')[0]!.start)).toBe('2026-10-24T07:00:00.000Z');
    expect(slots.map((s) => s.id)).toContain('2026-10-25T20:00');
  });

  it('offers a week that spans the change with every day at 08:00 UK time', () => {
    const now = new Date('2026-03-26T10:00:00Z');
    const days = slotDays('standard', now, noBookings, DEFAULT_SLOT_CONFIG);
    expect(days.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(days.map((d) => iso(d.slots[0]!.start).slice(11, 16))).toEqual(['08:00', '07:00', '07:00', '07:00', '07:00', '07:00']);
    expect(days[0]!.label).toBe('Sat 28 Mar');
  });

  it('reads a stored slot start back to the same slot in either season', () => {
    for (const id of ['2026-03-29T08:00', '2026-10-25T20:00', '2026-07-01T14:00']) {
      const slot = slotsOfDay(id.slice(0, 10)).find((s) => s.id === id)!;
      expect(slotFromStart(slot.start)).toEqual(slot);
    }
    expect(describeSlot(slotFromStart(new Date('2026-03-29T07:00:00Z')))).toBe('Sun 29 Mar, 08:00–10:00');
  });
});

describe('which days each option offers', () => {
  const now = new Date('2026-11-25T09:00:00Z');
  it('express: tomorrow only', () => {
    expect(deliveryDates('express', now)).toEqual(['2026-11-26']);
  });
  it('standard: from the second day to seven days ahead', () => {
    expect(deliveryDates('standard', now)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
  it('counts days from the UK date, so just after midnight BST is already the next day', () => {
    expect(deliveryDates('express', new Date('2026-06-30T23:30:00Z'))).toEqual(['2026-07-02']);
  });
  it('gives the same days asked again the same day, which a caller changing its copy does not touch', () => {
    const first = deliveryDates('standard', now);
    first.splice(0, first.length, 'changed');
    expect(deliveryDates('standard', new Date('2026-11-25T23:59:00Z'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(deliveryDates('standard', new Date('2026-11-26T00:00:00Z'))[0]).toBe('2026-11-28');
  });
  it('knows an offered slot by its id and refuses anything else', () => {
    expect(offeredSlot('express', '2026-11-26T08:00', now)?.label).toBe('08:00–10:00');
    expect(offeredSlot('express', '2026-11-27T08:00', now)).toBeUndefined();
    expect(offeredSlot('standard', '2026-11-26T08:00', now)).toBeUndefined();
    expect(offeredSlot('standard', '2026-11-27T09:00', now)).toBeUndefined();
    expect(offeredSlot('standard', '2026-11-27T22:00', now)).toBeUndefined();
    expect(offeredSlot('standard', '2026-12-03T08:00', now)).toBeUndefined();
    expect(offeredSlot('standard', 'tomorrow', now)).toBeUndefined();
  });
});

describe('cut-off and capacity', () => {
  const slot = { start: new Date('2026-11-26T08:00:00Z') };
  it('closes a slot 12 hours before it starts (configurable)', () => {
    expect(slotStatus(slot, 0, new Date('2026-11-25T19:59:59Z'), DEFAULT_SLOT_CONFIG)).toBe('available');
    expect(slotStatus(slot, 0, new Date('2026-11-25T20:00:00Z'), DEFAULT_SLOT_CONFIG)).toBe('closed');
    expect(slotStatus(slot, 0, new Date('2026-11-25T20:00:00Z'), { ...DEFAULT_SLOT_CONFIG, cutoffHours: 2 })).toBe('available');
  });

  it('is full at its capacity (default 20, configurable)', () => {
    const early = new Date('2026-11-25T09:00:00Z');
    expect(slotStatus(slot, 19, early, DEFAULT_SLOT_CONFIG)).toBe('available');
    expect(slotStatus(slot, 20, early, DEFAULT_SLOT_CONFIG)).toBe('full');
    expect(slotStatus(slot, 3, early, { capacity: 3, cutoffHours: 12 })).toBe('full');
  });

  it('reports what is left of each slot and skips full and closed ones for the earliest', () => {
    // 21:00 UTC on 25 Nov: tomorrow's 08:00 closed at 20:00; 10:00 closes at 22:00.
    const now = new Date('2026-11-25T21:00:00Z');
    const booked = new Map([
      ['2026-11-26T10:00', 20],
      ['2026-11-26T12:00', 7],
    ]);
    const [day] = slotDays('express', now, booked, DEFAULT_SLOT_CONFIG);
    expect(day!.slots.slice(0, 3).map((s) => [s.status, s.remaining])).toEqual([
      ['closed', 20],
      ['full', 0],
      ['available', 13],
    ]);
    expect(earliestAvailableSlot('express', now, booked, DEFAULT_SLOT_CONFIG)?.id).toBe('2026-11-26T12:00');
  });

  it('has no earliest slot when every one is full', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const booked = new Map(slotsOfDay('2026-11-26').map((s) => [s.id, 1]));
    expect(earliestAvailableSlot('express', now, booked, { capacity: 1, cutoffHours: 12 })).toBeUndefined();
  });
});

describe('formatDayMonth', () => {
  it('writes a UK day as "12 Nov", the same in every time zone', () => {
    expect(formatDayMonth('2026-11-12')).toBe('12 Nov');
    expect(formatDayMonth('2027-01-01')).toBe('1 Jan');
  });

  it('shows a date it cannot read as it came', () => {
    expect(formatDayMonth('soon')).toBe('soon');
  });
});
