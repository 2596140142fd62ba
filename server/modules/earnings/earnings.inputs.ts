import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { PayoutMethod } from '../promotions/payout-rules.js';

@InputType({ description: 'Money sent to an external provider for some of their unpaid earnings; the amount is their sum, more than K0.' })
export class ProviderPayoutInput {
  @Field(() => ID) providerId!: string;
  @Field({ description: 'YYYY-MM-DD, the day the money was sent.' }) paidOn!: string;
  @Field(() => PayoutMethod) method!: PayoutMethod;
  @Field() reference!: string;
  @Field(() => [ID], { description: 'The ProviderEarning ids the payout settles.' }) earningIds!: string[];
}

@ObjectType({
  description: 'Where AYS and an external provider stand: what AYS owed them for completed bookings, what it paid, what is left.',
})
export class ProviderBalance {
  @Field(() => MoneyScalar, { description: 'Owed for all completed bookings, paid or not (collected minus platform fees).' })
  owed!: number;

  @Field(() => MoneyScalar, { description: 'Sent in payouts.' })
  paid!: number;

  @Field(() => MoneyScalar, { description: 'Owed and not paid yet: owed minus paid. Negative when the provider owes AYS commission.' })
  unpaid!: number;
}
