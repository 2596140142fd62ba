import type { DepositType } from '../../../gql/graphql';
import { formatKwacha } from '../../../lib/money';

export function bookingPath(serviceId: string, packageName: string): string {
  return `/services/${encodeURIComponent(serviceId)}/book/${encodeURIComponent(packageName)}`;
}

/** 'Deposit K200' or 'Deposit 20%'. */
export function depositText(type: DepositType, value: string): string {
  return type === 'PERCENTAGE' ? `Deposit ${Number(value)}%` : `Deposit ${formatKwacha(value)}`;
}
