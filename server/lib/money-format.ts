/**
 * How kwacha amounts are written, for the web app and the server's emails alike (one rule, one place).
 * Amounts come as exact decimal strings ("1250.00") or numbers; a decimal string is formatted as written,
 * digit for digit, never through a float.
 */
const amountFormat = new Intl.NumberFormat('en-ZM', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

function format(numberFormat: Intl.NumberFormat, amount: string | number): string {
  const text = String(amount).trim();
  if (text === '' || Number.isNaN(Number(text))) return text;
  return numberFormat.format(typeof amount === 'number' ? amount : (text as Intl.StringNumericLiteral));
}

/** The sign goes before the K: `-K3.10`, never `K-3.10` or `−K3.10`. */
function withK(formatted: string): string {
  return formatted.startsWith('-') ? `-K${formatted.slice(1)}` : `K${formatted}`;
}

/** `K1,250`, `K67.50`, `-K3.10`: every amount a customer pays or is paid (cards, tables, emails). */
export function formatKwacha(amount: string | number): string {
  return withK(format(amountFormat, amount));
}

/** `1,250 ZMW` (service pages, in the spec's 'From X ZMW to Y ZMW'). */
export function formatZmw(amount: string | number): string {
  return `${format(amountFormat, amount)} ZMW`;
}

/** The spec's `K{min} - K{max}` for a service's packages, or `K250` when every package costs the same. */
export function formatKwachaRange(min: string | number, max: string | number): string {
  const [low, high] = [formatKwacha(min), formatKwacha(max)];
  return low === high ? low : `${low} - ${high}`;
}

/** `-K75`: an amount taken off (a promo discount), or `K0` when nothing was. */
export function formatDiscount(amount: string | number): string {
  return formatKwacha(Number(amount) === 0 ? 0 : `-${String(amount).trim().replace(/^-/, '')}`);
}
