import { describe, expect, it } from 'vitest';
import { hoursForDay, isOpenAt, isToday, nextOpening, opensText, parseClockTime, parseHoursRange, type DayHours } from './opening-hours';

const WEEK: DayHours[] = [
  { day: 'Monday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Tuesday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Wednesday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Thursday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Friday', hours: '8:00 AM - 9:00 PM' },
  { day: 'Saturday', hours: '9:00 AM - 9:00 PM' },
  { day: 'Sunday', hours: '11:00 AM - 5:00 PM' },
];

// 2025-06-02 is a Monday; local-time constructor so the test does not depend on the machine's zone.
const at = (dayOffset: number, hour: number, minute = 0) => new Date(2025, 5, 2 + dayOffset, hour, minute);

describe('parseClockTime', () => {
  it('reads 12-hour times into minutes after midnight', () => {
    expect(parseClockTime('8:00 AM')).toBe(480);
    expect(parseClockTime('8:30 pm')).toBe(20 * 60 + 30);
    expect(parseClockTime('12:00 AM')).toBe(0);
    expect(parseClockTime('12:15 PM')).toBe(12 * 60 + 15);
    expect(parseClockTime('9 PM')).toBe(21 * 60);
  });

  it('rejects anything else', () => {
    expect(parseClockTime('20:00')).toBeNull();
    expect(parseClockTime('13:00 PM')).toBeNull();
    expect(parseClockTime('8:75 AM')).toBeNull();
    expect(parseClockTime('Closed')).toBeNull();
  });
});

describe('parseHoursRange', () => {
  it('splits on the dash', () => {
    expect(parseHoursRange('8:00 AM - 8:00 PM')).toEqual({ open: 480, close: 1200 });
    expect(parseHoursRange('6:00 AM – 10:00 PM')).toEqual({ open: 360, close: 1320 });
  });

  it('is null for a closed day or nonsense', () => {
    expect(parseHoursRange('Closed')).toBeNull();
    expect(parseHoursRange('8:00 AM')).toBeNull();
  });
});

describe('isOpenAt', () => {
  it('is inclusive at both ends', () => {
    expect(isOpenAt(WEEK, at(0, 8, 0))).toBe(true);
    expect(isOpenAt(WEEK, at(0, 20, 0))).toBe(true);
    expect(isOpenAt(WEEK, at(0, 7, 59))).toBe(false);
    expect(isOpenAt(WEEK, at(0, 20, 1))).toBe(false);
  });

  it.each([
    ['Monday', 0, 19, true],
    ['Tuesday', 1, 20, true],
    ['Wednesday', 2, 7, false],
    ['Thursday', 3, 12, true],
    ['Friday', 4, 20, true],
    ['Friday late', 4, 21, true],
    ['Saturday', 5, 8, false],
    ['Saturday evening', 5, 21, true],
    ['Sunday morning', 6, 10, false],
    ['Sunday afternoon', 6, 17, true],
    ['Sunday evening', 6, 18, false],
  ])('uses each day own hours: %s', (_label, offset, hour, open) => {
    expect(isOpenAt(WEEK, at(offset, hour))).toBe(open);
  });

  it('reads a day missing from the list, or marked Closed, as closed', () => {
    expect(isOpenAt(WEEK.filter((d) => d.day !== 'Monday'), at(0, 12))).toBe(false);
    expect(isOpenAt([{ day: 'Monday', hours: 'Closed' }], at(0, 12))).toBe(false);
  });

  it('handles hours running past midnight', () => {
    const late = [{ day: 'Monday', hours: '10:00 PM - 2:00 AM' }];
    expect(isOpenAt(late, at(0, 23))).toBe(true);
    expect(isOpenAt(late, at(0, 1))).toBe(true);
    expect(isOpenAt(late, at(0, 12))).toBe(false);
  });
});

describe('today', () => {
  it('finds the entry for the date and marks it', () => {
    expect(hoursForDay(WEEK, at(4, 12))?.day).toBe('Friday');
    expect(isToday('Sunday', at(6, 12))).toBe(true);
    expect(isToday('Monday', at(6, 12))).toBe(false);
  });
});

describe('when a closed store opens', () => {
  it('says the time later today, tomorrow, or the weekday, and nothing while open', () => {
    expect(opensText(WEEK, at(0, 6, 30))).toBe('opens 8:00'); // Monday before opening
    expect(opensText(WEEK, at(0, 21))).toBe('opens tomorrow 8:00'); // Monday night
    expect(opensText(WEEK, at(5, 22))).toBe('opens tomorrow 11:00'); // Saturday night: Sunday opens late
    expect(opensText(WEEK, at(0, 12))).toBe('');
    expect(nextOpening(WEEK, at(0, 12))).toBeNull();
  });

  it('skips days it is shut and days it does not say, and knows nothing from hours it cannot read', () => {
    const weekdays = WEEK.map((d) => (d.day === 'Saturday' || d.day === 'Sunday' ? { ...d, hours: 'Closed' } : d));
    expect(opensText(weekdays, at(4, 22))).toBe('opens Mon 8:00'); // Friday night
    expect(nextOpening(weekdays, at(4, 22))).toEqual({ daysAhead: 3, day: 'Monday', minutes: 480 });
    expect(opensText([{ day: 'Monday', hours: 'by appointment' }], at(0, 6))).toBe('');
  });
});
