import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Auth } from '../../graphql/access.js';
import { Role } from '../../lib/role.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import type { PaymentNetwork as Network } from '../../lib/mobile-numbers.js';
import { RefundStatus } from './booking-enum-rules.js';
import { PaymentNetwork } from './booking.nodes.js';
import { PayoutMethod } from '../promotions/payout-rules.js';

registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'Where money owed back to a customer stands.' });

/** Money owed back to a customer for one of a booking's payments (issue 24). */
@ObjectType({ implements: Node, description: "A refund: seen by the booking's customer and admins." })
@Entity('refunds')
export class Refund implements Node {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  bookingPaymentId!: string;

  @Field(() => MoneyScalar, { name: 'amount' })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Field({ description: 'Why it is owed, e.g. "Cancelled by the customer 3 days ahead".' })
  @Column('text')
  reason!: string;

  @Field(() => RefundStatus)
  @Column('text', { default: RefundStatus.DUE })
  status!: RefundStatus;

  @Field(() => PaymentNetwork, { nullable: true, description: 'The network sending it back, when it does.' })
  @Column('text', { nullable: true })
  network!: Network | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the network said when it could not send the refund (e.g. that the payment was refunded already).',
  })
  @Auth(Role.ADMIN)
  @Column('text', { nullable: true })
  failureDetail!: string | null;

  @Field(() => PayoutMethod, { nullable: true, description: 'How an admin paid it by hand.' })
  @Column('text', { nullable: true })
  paidMethod!: PayoutMethod | null;

  @Field(() => String, { nullable: true, description: 'The transaction reference of a refund paid by hand.' })
  @Column('text', { nullable: true })
  paidReference!: string | null;

  @Column('uuid', { nullable: true })
  recordedById!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was sent, paid or found not owed.' })
  @Column('timestamptz', { nullable: true })
  settledAt!: Date | null;
}
