/** Opening hours as stores publish them: one entry per day, e.g. { day: 'Monday', hours: '8:00 AM - 8:00 PM' }. */
export interface DayHours {
  day: string;
  hours: string;
}

export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** How often the Open/Closed badge is recomputed (shopping.md section 9). */
export const OPEN_STATUS_REFRESH_MS = 60_000;

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i;

/** '8:00 AM' -> 480 minutes after midnight; null when it is not a 12-hour clock time. */
export function parseClockTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]!.toUpperCase() === 'PM';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** '8:00 AM - 8:00 PM' -> { open: 480, close: 1200 }; null for 'Closed' or anything unreadable. */
export function parseHoursRange(hours: string): { open: number; close: number } | null {
  const parts = hours.split(/\s*[-–]\s*/);
  if (parts.length !== 2) return null;
  const open = parseClockTime(parts[0]!);
  const close = parseClockTime(parts[1]!);
  if (open === null || close === null) return null;
  return { open, close };
}

/** The entry for the day of the given date (local time), matched by name. */
export function hoursForDay(week: readonly DayHours[], date: Date): DayHours | undefined {
  const name = WEEK_DAYS[date.getDay()]!;
  return week.find((d) => d.day.toLowerCase() === name.toLowerCase());
}

/** Open when the local time is within today's hours, inclusive at both ends. Unknown or unreadable hours read as closed. */
export function isOpenAt(week: readonly DayHours[], date: Date): boolean {
  const today = hoursForDay(week, date);
  const range = today ? parseHoursRange(today.hours) : null;
  if (!range) return false;
  const minutes = date.getHours() * 60 + date.getMinutes();
  // A range closing after midnight (e.g. 10:00 PM - 2:00 AM) wraps round.
  if (range.close < range.open) return minutes >= range.open || minutes <= range.close;
  return minutes >= range.open && minutes <= range.close;
}

/** Whether the entry is for the same weekday as the date, for the '(Today)' marker. */
export function isToday(day: string, date: Date): boolean {
  return day.toLowerCase() === WEEK_DAYS[date.getDay()]!.toLowerCase();
}

/**
 * When a closed store next opens, seen from `date` (local time): today later, or the first day of the coming week
 * with readable hours. Null when it is open now or its hours say nothing readable all week.
 */
export function nextOpening(week: readonly DayHours[], date: Date): { daysAhead: number; day: string; minutes: number } | null {
  if (isOpenAt(week, date)) return null;
  const now = date.getHours() * 60 + date.getMinutes();
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = new Date(date.getFullYear(), date.getMonth(), date.getDate() + ahead);
    const entry = hoursForDay(week, day);
    const range = entry ? parseHoursRange(entry.hours) : null;
    if (!range || (ahead === 0 && range.open <= now)) continue;
    return { daysAhead: ahead, day: WEEK_DAYS[day.getDay()]!, minutes: range.open };
  }
  return null;
}

/** 'opens 8:00' (later today), 'opens tomorrow 8:00', 'opens Mon 8:00'; '' when it is not known. */
export function opensText(week: readonly DayHours[], date: Date): string {
  const next = nextOpening(week, date);
  if (!next) return '';
  const time = `${Math.floor(next.minutes / 60)}:${String(next.minutes % 60).padStart(2, '0')}`;
  if (next.daysAhead === 0) return `opens ${time}`;
  if (next.daysAhead === 1) return `opens tomorrow ${time}`;
  return `opens ${next.day.slice(0, 3)} ${time}`;
}
