/** How a commission or deposit is expressed: a flat kwacha amount or a percentage of the price. */
export enum CommissionType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}

export enum DepositType {
  PERCENTAGE = 'percentage',
  AMOUNT = 'amount',
}
