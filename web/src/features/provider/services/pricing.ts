// What a provider is shown about the money of a package (spec §9), in exact integers on top of the shared
// catalogue pricing rules (amounts in ngwee, rates in hundredths of a percent). The server decides; this
// only lets the screens say the same thing before anything is sent.
import { configuredDeposit, customerPrice } from '@server/modules/catalogue/pricing-rules';
import {
  commissionOf,
  DEFAULT_COMMISSION_SETTINGS,
  fromHundredths,
  rateOf,
  toHundredths,
  type CommissionSettings,
} from '../../../components/catalogue/pricing';
import type { CommissionType, DepositType } from '../../../gql/graphql';
import { formatKwacha } from '../../../lib/money';

/** What a category charges a new service: its own commission when commission-based, else the default. */
export function categoryCommission(category: {
  commissionBased: boolean;
  commissionType?: CommissionType | null;
  commissionValue?: string | null;
  isMarkup: boolean;
}): CommissionSettings {
  const own =
    category.commissionBased && category.commissionType && toHundredths(category.commissionValue) !== null
      ? { type: category.commissionType, rate: category.commissionValue ?? '0' }
      : DEFAULT_COMMISSION_SETTINGS;
  return { ...own, isMarkup: category.isMarkup };
}

/** A service's own commission settings (they stay with the service when its category changes). */
export function serviceCommission(service: {
  commissionType: CommissionType;
  commissionRate: string;
  isMarkup: boolean;
}): CommissionSettings {
  return { type: service.commissionType, rate: service.commissionRate, isMarkup: service.isMarkup };
}

/** An amount in ngwee as `K1,250`. */
export function kwacha(ngwee: number): string {
  return formatKwacha(fromHundredths(ngwee));
}

/** "15%" or "K50". */
export function rateText(settings: Pick<CommissionSettings, 'type' | 'rate'>): string {
  const hundredths = toHundredths(settings.rate) ?? 0;
  if (settings.type === 'PERCENTAGE') return `${fromHundredths(hundredths).replace(/\.?0+$/, '')}%`;
  return kwacha(hundredths);
}

export interface PackageFigures {
  commission: number;
  customerPrice: number;
  deposit: number;
  providerReceives: number;
}

/**
 * A package's money in ngwee: the commission, what the customer pays (price plus commission with
 * markup), the deposit (a percentage is taken of what the customer pays) and what the provider receives.
 * Null while the price or deposit is not a valid amount.
 */
export function packageFigures(
  pkg: { price: string; depositType: DepositType; depositValue: string },
  settings: CommissionSettings,
): PackageFigures | null {
  const price = toHundredths(pkg.price);
  if (price === null || toHundredths(pkg.depositValue || '0') === null) return null;
  const commission = commissionOf(price, settings);
  const pays = customerPrice(price, rateOf(settings.type, settings.rate), settings.isMarkup);
  const deposit = configuredDeposit(pays, rateOf(pkg.depositType, pkg.depositValue || '0'));
  return { commission, customerPrice: pays, deposit, providerReceives: Math.max(pays - commission, 0) };
}
