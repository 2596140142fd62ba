import { formatDiscount, formatKwacha, formatKwachaRange, formatZmw } from '@server/lib/money-format';
import { displayFeeSplit, formatHundredths, parseHundredths } from '@server/lib/money';

// Kwacha amounts arrive as exact decimal strings ("1250.00"); they are formatted, never computed on.
export { displayFeeSplit, formatDiscount, formatKwacha, formatZmw };

export interface PriceRangeValue {
  min: string;
  max: string;
}

/** 'From X ZMW to Y ZMW', or 'No packages available' when the service has no packages. */
export function priceRangeText(range: PriceRangeValue | null | undefined): string {
  if (!range) return 'No packages available';
  return `From ${formatZmw(range.min)} to ${formatZmw(range.max)}`;
}

/** `K250 - K1,200` (service cards and lists), `K250` when every package costs the same, or `fallback`. */
export function priceRangeShort(range: PriceRangeValue | null | undefined, fallback = 'No packages available'): string {
  return range ? formatKwachaRange(range.min, range.max) : fallback;
}

/** An amount as the API writes it ("-45.00") in ngwee (-4500), for the pure rules shared with the server; 0 if unreadable. */
export function ngweeOf(amount: string): number {
  return parseHundredths(amount) ?? 0;
}

/** The exact sum of kwacha amounts as the API writes them ("55.00", "-45.00"), written the same way ("10.00"). */
export function sumKwacha(amounts: readonly string[]): string {
  return formatHundredths(amounts.reduce((total, amount) => total + ngweeOf(amount), 0));
}
