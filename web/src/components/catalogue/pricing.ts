// The spec's §9 commission and deposit rules for the service forms: the server's own pure rules
// (server/modules/catalogue/pricing-rules.ts, server/lib/money.ts), fed with the values the forms hold (decimal
// strings and GraphQL enum names), so the screens and the server cannot disagree.
import { formatHundredths, formatRate, parseHundredths } from '@server/lib/money';
import { commission, DEFAULT_COMMISSION, depositShortfall as shortfallOf, type Rate } from '@server/modules/catalogue/pricing-rules';

export type RateType = 'PERCENTAGE' | 'AMOUNT';

/** A service's commission settings (Service.commissionType / commissionRate / isMarkup). */
export interface CommissionSettings {
  type: RateType;
  /** "15" (percent) or "50.00" (kwacha), as the API sends it. */
  rate: string;
  isMarkup: boolean;
}

/** The platform's commission where a category sets none, as the forms show it ("15" percent). */
export const DEFAULT_COMMISSION_SETTINGS: Omit<CommissionSettings, 'isMarkup'> = {
  type: 'PERCENTAGE',
  rate: formatRate(DEFAULT_COMMISSION.value),
};

/** "1250.5" -> 125050; null for anything that is not a plain non-negative decimal with at most 2 places. */
export function toHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const hundredths = parseHundredths(String(value));
  return hundredths !== null && hundredths >= 0 ? hundredths : null;
}

/** 125050 -> "1250.50" */
export const fromHundredths = formatHundredths;

/** A rate as the pricing rules take it; a value that is not a number yet counts as 0. */
export function rateOf(type: RateType, value: string): Rate {
  return { type: type === 'PERCENTAGE' ? 'percentage' : 'amount', value: toHundredths(value) ?? 0 };
}

/** Platform commission on a price (ngwee): price x rate / 100, or the flat rate. */
export function commissionOf(priceNgwee: number, settings: CommissionSettings): number {
  return commission(priceNgwee, rateOf(settings.type, settings.rate));
}

/**
 * The commission a package deposit falls short of, in ngwee, or null when it covers it (or the values are
 * not numbers yet). With markup a percentage deposit is taken of price + commission.
 */
export function depositShortfall(price: string, depositType: RateType, depositValue: string, settings: CommissionSettings): number | null {
  const priceNgwee = toHundredths(price);
  if (priceNgwee === null || toHundredths(depositValue) === null) return null;
  return shortfallOf(priceNgwee, rateOf(settings.type, settings.rate), settings.isMarkup, rateOf(depositType, depositValue));
}
