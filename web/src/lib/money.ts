import { formatKwacha, formatZmw } from '../../../server/lib/money-format';

// Kwacha amounts arrive as exact decimal strings ("1250.00"); they are formatted, never computed on.
export { formatKwacha, formatZmw };

export interface PriceRangeValue {
  min: string;
  max: string;
}

/** 'From X ZMW to Y ZMW', or 'No packages available' when the service has no packages. */
export function priceRangeText(range: PriceRangeValue | null | undefined): string {
  if (!range) return 'No packages available';
  return `From ${formatZmw(range.min)} to ${formatZmw(range.max)}`;
}

/** `K250 – K1,200` (compact, on service cards), or `K250` when every package costs the same. */
export function priceRangeShort(range: PriceRangeValue | null | undefined): string {
  if (!range) return 'No packages available';
  const min = formatKwacha(range.min);
  const max = formatKwacha(range.max);
  return min === max ? min : `${min} – ${max}`;
}
