import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { PaymentMethod, PaymentType, TEAM_VERIFYING_PAYMENT } from './booking-enum-rules.js';

/** A payment of a booking: a proof the customer uploaded (spec §3 "Payment proof"), or one a mobile money network confirmed. */
@ObjectType({ implements: Node })
@Entity('booking_payments')
export class BookingPayment implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Field(() => PaymentType)
  @Column('text')
  paymentType!: PaymentType;

  @Field()
  @Column('text')
  senderName!: string;

  @Field()
  @Column('text')
  transactionNumber!: string;

  @Field(() => PaymentMethod)
  @Column('text')
  paymentMethod!: PaymentMethod;

  @Field(() => String, {
    nullable: true,
    description: "Served only to the booking's customer, its provider and admins; null for a payment a mobile money network confirmed.",
  })
  @Column('text', { nullable: true })
  proofUrl!: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the proof's photo was removed (kept only for the days the admins set after the booking ended, or its customer deleted their account); the payment stays.",
  })
  @Column('timestamptz', { nullable: true })
  proofErasedAt!: Date | null;

  @Field(() => MoneyScalar, {
    name: 'amount',
    description:
      "What was paid: for a proof, the booking's deposit, full payment or balance by its type (customers type no amount); for mobile money, what the network took.",
  })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  /** The request-to-pay this payment is, when a network confirmed it (issue 24); unique, so no payment is counted twice. */
  @Column('uuid', { nullable: true })
  mobileMoneyPaymentId!: string | null;

  @Field()
  @Column('text', { default: TEAM_VERIFYING_PAYMENT })
  status!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
