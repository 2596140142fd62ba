// A booking's date and time are local to Africa/Lusaka (YYYY-MM-DD and HH:MM), whatever the device's zone.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Sat, 5 Dec 2026' for a calendar day (YYYY-MM-DD); anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const momentFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lusaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '21 Nov 2026' for a timestamp, in Lusaka. */
export function formatMoment(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : momentFormat.format(date);
}
