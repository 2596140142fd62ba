import { formatKwacha } from './money-format.js';

/**
 * Money is exact: amounts are integer ngwee (1 K = 100 ngwee), rates are integer hundredths of a percent.
 * Decimal strings from users or PostgreSQL numeric columns are converted without floating point.
 */
const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1250.5" -> 125050. Returns null for anything that is not a plain decimal with at most two places. */
export function parseHundredths(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -hundredths : hundredths;
}

/** 125050 -> "1250.50" */
export function formatHundredths(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Not an exact amount: ${hundredths}`);
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1500 -> "15", 1250 -> "12.5": a rate in hundredths of a percent as people write it. */
export function formatRate(hundredths: number): string {
  return formatHundredths(hundredths).replace(/\.?0+$/, '');
}

/** 15000 -> "K150", 6750 -> "K67.50", 125000000 -> "K1,250,000": how the spec shows amounts in messages. */
export function displayKwacha(ngwee: number): string {
  return formatKwacha(formatHundredths(ngwee));
}

/**
 * A booking's platform fee and provider's share as shown (spec §9 rounds fees in display): the fee to
 * whole kwacha, half up, and the share as the rest of the rounded total, so the two still add up to what
 * was split (K112.50 + K637.50 shows as K113 + K637, not K113 + K638).
 */
export function displayFeeSplit(platformFee: string, providerReceives: string): { platformFee: string; providerReceives: string } {
  const fee = parseHundredths(platformFee);
  const share = parseHundredths(providerReceives);
  if (fee === null || share === null) return { platformFee: formatKwacha(platformFee), providerReceives: formatKwacha(providerReceives) };
  const whole = (ngwee: number) => Math.round(ngwee / 100) * 100;
  const roundedFee = whole(fee);
  return { platformFee: displayKwacha(roundedFee), providerReceives: displayKwacha(whole(fee + share) - roundedFee) };
}
