import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { PaymentMethod, PaymentType } from './booking-enums.js';

export const TEAM_VERIFYING_PAYMENT = 'Team Verifying Payment';
export const PAYMENT_VERIFIED = 'Payment Verified';

/** A proof of payment the customer uploaded for a booking (spec §3 "Payment proof"). */
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

  @Field({ description: 'Served only to the booking\'s customer, its provider and admins.' })
  @Column('text')
  proofUrl!: string;

  @Field()
  @Column('text', { default: TEAM_VERIFYING_PAYMENT })
  status!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
