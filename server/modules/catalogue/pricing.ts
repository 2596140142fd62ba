/**
 * The spec's §9 money rules over exact integers: amounts in ngwee, rates in hundredths of a percent
 * (15% = 1500). Imports nothing from the database or GraphQL so it can be table-tested.
 */
export type Rate = { type: 'percentage' | 'amount'; value: number };

/** Non-negative integer division rounded half up: the display rounding the spec asks for, done exactly. */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Percentage: price x rate / 100; amount: the flat rate itself. */
export function commission(priceNgwee: number, rate: Rate): number {
  return rate.type === 'percentage' ? divideRounded(priceNgwee * rate.value, 10_000) : rate.value;
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
