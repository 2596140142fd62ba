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

function formatAmount(amount: string | number): string {
  const text = String(amount).trim();
  if (text === '' || Number.isNaN(Number(text))) return text;
  return amountFormat.format(typeof amount === 'number' ? amount : (text as Intl.StringNumericLiteral));
}

/** `K1,250`, `K67.50`, `-K3.10` (admin tables, cards, package prices, emails). */
export function formatKwacha(amount: string | number): string {
  const formatted = formatAmount(amount);
  return formatted.startsWith('-') ? `-K${formatted.slice(1)}` : `K${formatted}`;
}

/** `1,250 ZMW` (service pages). */
export function formatZmw(amount: string | number): string {
  return `${formatAmount(amount)} ZMW`;
}
