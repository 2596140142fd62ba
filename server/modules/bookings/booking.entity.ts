import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { AuthOrOwner } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { Owner } from '../../graphql/ownership.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Role } from '../../lib/role.js';
import { BookingState } from './booking-machine.js';
import { PaymentMethod } from './booking-enum-rules.js';

const money = { type: 'bigint', transformer: bigintAsNumber } as const;

/** A customer's booking of one package of a service. All amounts are derived on the server (pricing-rules.ts). */
@ObjectType({ implements: Node })
@Entity('bookings')
export class Booking implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Int, {
    description: 'Changes with every change of the booking; a reassignment sends the version it started from (a stale one is a CONFLICT).',
  })
  @Column('int', { default: 1 })
  version!: number;

  @Field({ description: "The booking's own payment reference, to quote when paying." })
  @Column('text')
  reference!: string;

  @Column('uuid')
  serviceId!: string;

  @Column('uuid', { nullable: true })
  packageId!: string | null;

  @Field()
  @Column('text')
  packageName!: string;

  @Column('uuid')
  customerId!: string;

  @Field({ description: 'The day, in Africa/Lusaka: YYYY-MM-DD.' })
  @Column('date')
  date!: string;

  @Field({ description: 'The time of day, in Africa/Lusaka: HH:MM.' })
  @Column('text')
  time!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  customerNote!: string | null;

  @Field(() => BookingState)
  @Column('text', { default: BookingState.UNCONFIRMED })
  status!: BookingState;

  @Field()
  @Column('boolean', { default: false })
  isConfirmed!: boolean;

  @Field()
  @Column('boolean', { default: false })
  isDepositPaid!: boolean;

  @Field()
  @Column('boolean', { default: false })
  isFullPaymentPaid!: boolean;

  @Field(() => MoneyScalar, { name: 'listPrice', description: "The package's listed price." })
  @Column(money)
  listPriceNgwee!: number;

  @Field(() => MoneyScalar, { name: 'customerPrice', description: 'The price before any promo discount.' })
  @Column(money)
  customerPriceNgwee!: number;

  @Field(() => MoneyScalar, { name: 'discountAmount' })
  @Column(money)
  discountNgwee!: number;

  @Field(() => MoneyScalar, { name: 'fullPaymentAmount', description: 'What the customer pays in all.' })
  @Column(money)
  fullPaymentNgwee!: number;

  @Field(() => MoneyScalar, { name: 'depositAmount' })
  @Column(money)
  depositNgwee!: number;

  @Field(() => MoneyScalar, { name: 'commissionAmount' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column(money)
  commissionNgwee!: number;

  @Field(() => MoneyScalar, { name: 'platformFee' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column(money)
  platformFeeNgwee!: number;

  @Field(() => MoneyScalar, { name: 'providerReceives', description: 'What the provider gets.' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column(money)
  providerReceivesNgwee!: number;

  @Field({ description: '"AYS" or "external_provider".' })
  @Column('text')
  depositSource!: string;

  @Field()
  @Column('boolean')
  commissionCoveredByDeposit!: boolean;

  @Column('uuid', { nullable: true })
  promoCodeId!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  promoCode!: string | null;

  /** The team member doing an internal booking's job (issue 23); null for an external provider's booking. */
  @Column('uuid', { nullable: true })
  assignedEmployeeId!: string | null;

  @Field()
  @Column('text', { default: 'web' })
  bookingChannel!: string;

  /** The recurring series this booking is a visit of (issue 33); null for a booking on its own. */
  @Column('uuid', { nullable: true })
  seriesId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Which visit of its series this is, from 1 ("Visit 3 of 8"); null outside a series.' })
  @Column('int', { nullable: true })
  seriesIndex!: number | null;

  /** The customer's key for the form submission that created it; kept with the booking for good. */
  @Column('text', { nullable: true })
  idempotencyKey!: string | null;

  @Column('text', { nullable: true })
  requestFingerprint!: string | null;

  @Field(() => PaymentMethod, { nullable: true })
  @Column('text', { nullable: true })
  paymentMethod!: PaymentMethod | null;

  @Field(() => MoneyScalar, { name: 'amountPaid', nullable: true })
  @Column({ ...money, nullable: true })
  amountPaidNgwee!: number | null;

  @Field(() => MoneyScalar, { name: 'balanceDue', nullable: true })
  @Column({ ...money, nullable: true })
  balanceDueNgwee!: number | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  cancelReason!: string | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => String, { nullable: true, description: '"customer", "admin" or "system" (a request that expired unpaid).' })
  @Column('text', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  confirmedAt!: Date | null;

  /** When the customer was reminded to pay for this request; set once, so the reminder never goes twice. */
  @Column('timestamptz', { nullable: true })
  reminderSentAt!: Date | null;

  /**
   * When the booking was confirmed at its current date and time (its confirmation, or a later move):
   * appointment reminders whose point was already past then are never sent (appointment-reminder-rules.ts).
   */
  @Column('timestamptz', { nullable: true })
  remindersFrom!: Date | null;

  /** When the customer was reminded 24 hours before the start; cleared when the date or time changes. */
  @Column('timestamptz', { name: 'reminded_24h_at', nullable: true })
  reminded24hAt!: Date | null;

  /** When the customer was reminded 2 hours before the start; cleared when the date or time changes. */
  @Column('timestamptz', { name: 'reminded_2h_at', nullable: true })
  reminded2hAt!: Date | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  completedAt!: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
