// Kwacha amounts arrive as exact decimal strings ("1250.00"); they are formatted, never computed on.
const amountFormat = new Intl.NumberFormat('en-ZM', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

function formatAmount(amount: string | number): string {
  const text = String(amount).trim();
  if (text === '' || Number.isNaN(Number(text))) return text;
  return amountFormat.format(typeof amount === 'number' ? amount : (text as Intl.StringNumericLiteral));
}

/** `K1,250` (admin tables, cards, package prices). */
export function formatKwacha(amount: string | number): string {
  const formatted = formatAmount(amount);
  return formatted.startsWith('-') ? `-K${formatted.slice(1)}` : `K${formatted}`;
}

/** `1,250 ZMW` (service pages). */
export function formatZmw(amount: string | number): string {
  return `${formatAmount(amount)} ZMW`;
}

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
