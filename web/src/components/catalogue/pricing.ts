// The spec's §9 commission and deposit rules as the service forms need them, in exact integers like the
// server (amounts in ngwee, rates in hundredths of a percent): no kwacha float arithmetic.
import { formatKwacha } from '../../lib/money';

export type RateType = 'PERCENTAGE' | 'AMOUNT';

/** A service's commission settings (Service.commissionType / commissionRate / isMarkup). */
export interface CommissionSettings {
  type: RateType;
  /** "15" (percent) or "50.00" (kwacha), as the API sends it. */
  rate: string;
  isMarkup: boolean;
}

const DECIMAL = /^\s*(\d{1,13})(?:\.(\d{0,2}))?\s*$/;

/** "1250.5" -> 125050; null for anything that is not a plain non-negative decimal with at most 2 places. */
export function toHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 125050 -> "1250.50" */
export function fromHundredths(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const percentOf = (amount: number, percentHundredths: number) => Math.floor((2 * amount * percentHundredths + 10_000) / 20_000);

/** Platform commission on a price (ngwee): price x rate / 100, or the flat rate. */
export function commissionOf(priceNgwee: number, settings: CommissionSettings): number {
  const rate = toHundredths(settings.rate) ?? 0;
  return settings.type === 'PERCENTAGE' ? percentOf(priceNgwee, rate) : rate;
}

/**
 * The commission a package deposit falls short of, in ngwee, or null when it covers it (or the values are
 * not numbers yet). With markup a percentage deposit is taken of price + commission.
 */
export function depositShortfall(
  price: string,
  depositType: RateType,
  depositValue: string,
  settings: CommissionSettings,
): number | null {
  const priceNgwee = toHundredths(price);
  const value = toHundredths(depositValue);
  if (priceNgwee === null || value === null) return null;
  const fee = commissionOf(priceNgwee, settings);
  const base = settings.isMarkup ? priceNgwee + fee : priceNgwee;
  const deposit = depositType === 'PERCENTAGE' ? percentOf(base, value) : value;
  return deposit < fee ? fee : null;
}

/** 'Deposit cannot be less than platform commission K{amount}' */
export function depositRaisedMessage(commissionNgwee: number): string {
  return `Deposit cannot be less than platform commission ${formatKwacha(fromHundredths(commissionNgwee))}`;
}
