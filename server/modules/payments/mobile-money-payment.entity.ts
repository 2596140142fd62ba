import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { PaymentType } from '../bookings/booking-enum-rules.js';
import { PaymentNetwork } from '../bookings/booking.nodes.js';
import { MOBILE_MONEY_FAILURES, MobileMoneyStatus, type MobileMoneyFailure } from './mobile-money-rules.js';
import type { Network } from './payment-provider.js';

/** The pure files name these as string unions; the schema learns them as enums here. */
const enumOf = <Value extends string>(values: readonly Value[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<Value, Value>;
const FailureReasons = enumOf<MobileMoneyFailure>(MOBILE_MONEY_FAILURES);

registerEnumType(MobileMoneyStatus, {
  name: 'MobileMoneyStatus',
  valuesConfig: {
    REQUESTING: { description: 'Being sent to the network.' },
    PENDING: { description: "On the payer's phone, waiting for their PIN." },
    SUCCESSFUL: { description: 'The network took the money; the booking has a payment for it.' },
    FAILED: { description: 'It did not go through (failureReason says why).' },
  },
});
registerEnumType(FailureReasons, {
  name: 'MobileMoneyFailureReason',
  valuesConfig: {
    TIMED_OUT: {
      description: 'No answer from the phone in time; still checked, and recorded should the network take the money after all.',
    },
    UNREACHED: { description: 'The network never received the request.' },
    UNAVAILABLE: { description: 'The network refused our credentials: it is misconfigured, and no payer can fix that.' },
  },
});

/** One request-to-pay on a booking (issue 24); its id is our reference at the network. */
@ObjectType({ implements: Node, description: "A request to pay a booking by mobile money: seen by the booking's customer and admins." })
@Entity('mobile_money_payments')
export class MobileMoneyPayment implements Node {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  customerId!: string;

  @Field(() => PaymentNetwork)
  @Column('text')
  network!: Network;

  @Field({ name: 'phoneNumber', description: 'The number asked to pay, as the network knows it (260971234567).' })
  @Column('text')
  msisdn!: string;

  @Field(() => PaymentType)
  @Column('text')
  paymentType!: PaymentType;

  @Field(() => MoneyScalar, { name: 'amount' })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Field(() => MobileMoneyStatus)
  @Column('text', { default: MobileMoneyStatus.REQUESTING })
  status!: MobileMoneyStatus;

  @Field(() => FailureReasons, { nullable: true })
  @Column('text', { nullable: true })
  failureReason!: MobileMoneyFailure | null;

  /** What the network said, for admins looking into a failure. */
  @Column('text', { nullable: true })
  failureDetail!: string | null;

  @Field(() => String, { nullable: true, description: "The network's transaction id, once it took the money." })
  @Column('text', { nullable: true })
  transactionId!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it succeeded or failed.' })
  @Column('timestamptz', { nullable: true })
  settledAt!: Date | null;
}
