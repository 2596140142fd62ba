import { Field, InputType } from 'type-graphql';
import { PayoutMethod } from '../promotions/payout-rules.js';

@InputType({ description: 'How an admin sent a refund by hand.' })
export class RefundPaidInput {
  @Field(() => PayoutMethod) method!: PayoutMethod;
  @Field({ description: 'The mobile money or bank transaction reference.' }) reference!: string;
}
