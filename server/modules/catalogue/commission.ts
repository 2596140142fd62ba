import { registerEnumType } from 'type-graphql';

/** How a commission or deposit is expressed: a flat kwacha amount or a percentage of the price. */
export enum CommissionType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}
registerEnumType(CommissionType, { name: 'CommissionType' });

export enum DepositType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}
registerEnumType(DepositType, { name: 'DepositType' });
