/** Zambia keeps Central Africa Time (UTC+2) all year; booking dates and times are local to it. */
export const TIME_ZONE = 'Africa/Lusaka';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Lusaka as YYYY-MM-DD. */
export function todayInLusaka(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant a Lusaka wall-clock date and time name (Zambia keeps UTC+2 all year, with no daylight saving). */
export function lusakaInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+02:00`);
}

/** The Lusaka wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function lusakaWallClock(instant: Date): { date: string; time: string } {
  return { date: todayInLusaka(instant), time: new Date(instant.getTime() + 2 * 3600_000).toISOString().slice(11, 16) };
}

/** The calendar day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
