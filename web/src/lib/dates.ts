// A booking's date and time are local to Africa/Lusaka (YYYY-MM-DD and HH:MM), whatever the device's zone.
const LUSAKA = 'Africa/Lusaka';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: LUSAKA, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Lusaka, YYYY-MM-DD: the earliest day a booking can be made for. */
export function todayInLusaka(now: Date = new Date()): string {
  return isoDay.format(now);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Fri, 15 May 2026' for a calendar day (YYYY-MM-DD); anything else is shown as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const momentFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '15 May 2026, 14:30' (Lusaka time) for a timestamp. */
export function formatMoment(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : momentFormat.format(date);
}

function utcDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

/** The calendar day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number): string {
  const next = utcDay(day);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const longDayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** 'Thursday 26 November' for a YYYY-MM-DD day. */
export function formatLongDay(day: string): string {
  return longDayFormat.format(utcDay(day));
}

/** 'Thu 26 Nov' for a YYYY-MM-DD day. */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(utcDay(day));
}

const dayMonthYearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** '26 Nov 2026' for a YYYY-MM-DD day (where the weekday would crowd a badge). */
export function formatDayMonthYear(day: string): string {
  return dayMonthYearFormat.format(utcDay(day));
}

/** '26 Nov' for a YYYY-MM-DD day. */
export function formatDayMonth(day: string): string {
  const parts = dayParts(day);
  return `${parts.day} ${parts.month}`;
}

/** The parts of 'Thu 26 Nov', to stack them in a calendar tile. */
export function dayParts(day: string): { weekday: string; day: string; month: string } {
  const parts = Object.fromEntries(shortDayFormat.formatToParts(utcDay(day)).map((part) => [part.type, part.value]));
  return { weekday: parts.weekday ?? '', day: parts.day ?? '', month: parts.month ?? '' };
}

/** How long ago a timestamp was, in whole hours or days: "Under an hour", "5 hours", "1 day", "12 days". */
export function ageOf(timestamp: string, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(timestamp).getTime()) / 3_600_000);
  if (Number.isNaN(hours) || hours < 1) return 'Under an hour';
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

/** The instant a Lusaka calendar day (YYYY-MM-DD) starts: Zambia keeps UTC+2 all year, with no summer time. */
export function lusakaDayStart(day: string): string {
  return new Date(`${day}T00:00:00+02:00`).toISOString();
}
