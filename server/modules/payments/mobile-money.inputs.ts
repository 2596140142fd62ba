import { Field, InputType } from 'type-graphql';
import { PaymentType } from '../bookings/booking-enum-rules.js';
import { PaymentNetwork } from '../bookings/booking.nodes.js';
import type { Network } from './payment-provider.js';

@InputType({ description: 'Pay a request by mobile money: the payer gets a prompt on their phone and approves it with their PIN.' })
export class PayByMobileMoneyInput {
  @Field(() => PaymentNetwork) network!: Network;
  @Field(() => PaymentType, { description: 'DEPOSIT or FULL_PAYMENT.' }) paymentType!: PaymentType;
  @Field({ description: 'A Zambian number of that network, typed any usual way (097 123 4567, +260 97 123 4567).' }) phoneNumber!: string;
}
