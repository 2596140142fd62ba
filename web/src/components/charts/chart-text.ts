import { formatKwacha } from '../../lib/money';

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '3 Nov' for a YYYY-MM-DD bucket start: short enough for 30 ticks on a phone. */
export function bucketLabel(start: string): string {
  return shortDay.format(new Date(`${start}T00:00:00Z`));
}

/** 'Nov 2026' for a YYYY-MM month. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Chart values: amounts arrive as exact strings and are drawn as numbers (drawing only, never summed). */
export const kwachaValue = (amount: string): number => Number(amount);
export const formatChartKwacha = (value: number): string => formatKwacha(value.toFixed(2));
export const formatChartCount = (value: number): string => value.toLocaleString('en');

/** 'up 12% on the span before', 'down 5%', 'the same as', or nothing to compare with. */
export function changeText(now: number, before: number, span: string): string {
  if (before === 0) return now === 0 ? `none, as in ${span}` : `none in ${span}`;
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return `the same as ${span}`;
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on ${span}`;
}

/** A share 0..1 as '62%', or a dash without one. */
export const percent = (share: number | null | undefined): string => (share == null ? '–' : `${Math.round(share * 100)}%`);
