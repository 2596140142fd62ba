/**
 * The spec's §9 money rules over exact integers: amounts in ngwee (1 K = 100 ngwee), rates and
 * percentages in hundredths of a percent (15% = 1500). Imports nothing from the database or GraphQL so
 * it can be table-tested; catalogue screens and bookings both price through it.
 */
/** How a commission or deposit is expressed: a flat kwacha amount or a percentage of the price. */
export enum CommissionType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}

export enum DepositType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}

export type Rate = { type: 'percentage' | 'amount'; value: number };

/** 100%, in the hundredths of a percent rates are held in. */
export const HUNDRED_PERCENT = 10_000;

/** The platform's commission where a category sets none (spec §9): 15%. */
export const DEFAULT_COMMISSION = { type: CommissionType.PERCENTAGE, value: 1500 } satisfies Rate;

/** Non-negative integer division rounded half up: the display rounding the spec asks for, done exactly. */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `percent` (hundredths) of an amount, rounded half up to the ngwee. */
export function percentOf(amountNgwee: number, percentHundredths: number): number {
  return divideRounded(amountNgwee * percentHundredths, HUNDRED_PERCENT);
}

/** Percentage: price x rate / 100; amount: the flat rate itself. This is also the platform fee. */
export function commission(priceNgwee: number, rate: Rate): number {
  return rate.type === 'percentage' ? percentOf(priceNgwee, rate.value) : rate.value;
}

/** With markup the customer pays the price plus the commission; otherwise the price. */
export function customerPrice(priceNgwee: number, rate: Rate, isMarkup: boolean): number {
  return isMarkup ? priceNgwee + commission(priceNgwee, rate) : priceNgwee;
}

/** Lowest and highest of a list of prices, or null for no prices ('No packages available'). */
export function priceRange(prices: number[]): { min: number; max: number } | null {
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A deposit as configured on a package: amount -> the value; percentage -> price x value / 100. */
export function configuredDeposit(priceNgwee: number, deposit: Rate): number {
  return deposit.type === 'percentage' ? percentOf(priceNgwee, deposit.value) : deposit.value;
}

/** The lowest deposit a package may ask: the platform commission for external providers, nothing for AYS. */
export function minimumDeposit(priceNgwee: number, rate: Rate, isExternal: boolean): number {
  return isExternal ? commission(priceNgwee, rate) : 0;
}

export type PricingInput = {
  /** The package's listed price. */
  priceNgwee: number;
  commission: Rate;
  isMarkup: boolean;
  /** The package's deposit setting; with markup and none set, the deposit defaults to the commission. */
  deposit: Rate | null;
  isExternal: boolean;
  /** Promo discount in hundredths of a percent (0 when no code). */
  discountHundredths: number;
};

export type Quote = {
  listPrice: number;
  customerPrice: number;
  discountAmount: number;
  /** What the customer pays in full: customer price minus the promo discount. */
  fullPayment: number;
  commission: number;
  platformFee: number;
  providerReceives: number;
  deposit: number;
  depositSource: 'AYS' | 'external_provider';
  commissionCoveredByDeposit: boolean;
};

/** The package's own deposit; with markup and none configured, the commission (spec §9). */
function askedDeposit(input: PricingInput, price: number, fee: number): number {
  const configured = input.deposit ? configuredDeposit(price, input.deposit) : 0;
  return configured === 0 && input.isMarkup ? fee : configured;
}

/**
 * Everything a booking records about money, derived from the package, the service and a promo code.
 * The provider's share does not shrink with a promo discount: the platform funds its promotions.
 * The deposit is at least the minimum deposit and never more than the full payment.
 */
export function quote(input: PricingInput): Quote {
  const fee = commission(input.priceNgwee, input.commission);
  const price = customerPrice(input.priceNgwee, input.commission, input.isMarkup);
  const discountAmount = percentOf(price, input.discountHundredths);
  const fullPayment = price - discountAmount;
  const asked = askedDeposit(input, price, fee);
  const deposit = Math.min(Math.max(asked, minimumDeposit(input.priceNgwee, input.commission, input.isExternal)), fullPayment);
  return {
    listPrice: input.priceNgwee,
    customerPrice: price,
    discountAmount,
    fullPayment,
    commission: fee,
    platformFee: fee,
    providerReceives: price - fee,
    deposit,
    depositSource: input.isExternal ? 'external_provider' : 'AYS',
    commissionCoveredByDeposit: deposit >= fee,
  };
}

/**
 * The platform commission a package's deposit falls short of, or null when the deposit covers it.
 * Used by the service forms: the wizard refuses such deposits, edits raise them (spec §5).
 */
export function depositShortfall(priceNgwee: number, rate: Rate, isMarkup: boolean, deposit: Rate): number | null {
  const fee = commission(priceNgwee, rate);
  return configuredDeposit(customerPrice(priceNgwee, rate, isMarkup), deposit) < fee ? fee : null;
}
