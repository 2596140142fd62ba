/**
 * How kwacha amounts are written, for the web app and the server's emails alike (one rule, one place).
 * Amounts come as exact decimal strings ("1250.00") or numbers; a decimal string is written as it is,
 * digit for digit, never through a float: grouped in threes with commas, rounded to ngwee (halves away
 * from zero), and without ".00" for whole kwacha (en-ZM's way of writing numbers).
 *
 * Written out rather than with Intl.NumberFormat: the first Intl formatter a page creates costs 15-80 ms of
 * the browser's main thread (four times that on a slow phone), and the home page needs no other.
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** `digits` plus one, as a string of digits ("0999" gives "1000"). */
const plusOne = (digits: string) =>
  digits.replace(/(\d?)(9*)$/, (_all, last: string, nines: string) => `${last === '' ? 1 : Number(last) + 1}${'0'.repeat(nines.length)}`);

function format(amount: string | number): string {
  const text = String(amount).trim();
  if (text === '' || Number.isNaN(Number(text))) return text;
  // Other numeric forms ("1e3", " 0x10") are written from their value.
  const match = DECIMAL.exec(text) ?? DECIMAL.exec(String(Number(text)));
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  let ngwee = `${whole || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`;
  if ((fraction[2] ?? '0') >= '5') ngwee = plusOne(ngwee);
  ngwee = ngwee.replace(/^0+(?=\d{3})/, '');
  const kwacha = ngwee.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = ngwee.slice(-2);
  const written = cents === '00' ? kwacha : `${kwacha}.${cents}`;
  return sign === '-' && /[1-9]/.test(ngwee) ? `-${written}` : written;
}

/** The sign goes before the K: `-K3.10`, never `K-3.10` or `−K3.10`. */
function withK(formatted: string): string {
  return formatted.startsWith('-') ? `-K${formatted.slice(1)}` : `K${formatted}`;
}

/** `K1,250`, `K67.50`, `-K3.10`: every amount a customer pays or is paid (cards, tables, emails). */
export function formatKwacha(amount: string | number): string {
  return withK(format(amount));
}

/** `1,250 ZMW` (service pages, in the spec's 'From X ZMW to Y ZMW'). */
export function formatZmw(amount: string | number): string {
  return `${format(amount)} ZMW`;
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
