import type { CommissionType } from '../../../gql/graphql';

export const COMMISSION_TYPE_OPTIONS: { value: CommissionType; label: string }[] = [
  { value: 'PERCENTAGE', label: 'Percentage' },
  { value: 'AMOUNT', label: 'Flat Rate' },
];
