import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PaymentNetwork } from '../bookings/booking.nodes.js';
import type { Network } from './payment-provider.js';

/** The last time a network refused our own credentials (issue 30), kept until it next accepts a call. */
@ObjectType({ description: 'A network refusing our credentials: it is misconfigured, and its customers pay by proof until it is fixed.' })
@Entity('payment_network_refusals')
export class PaymentNetworkRefusal {
  @Field(() => PaymentNetwork)
  @PrimaryColumn('text')
  network!: Network;

  @Field({ description: 'The network\'s words, e.g. "MTN MoMo answered 401: Access denied due to invalid subscription key".' })
  @Column('text')
  detail!: string;

  @Field(() => Date)
  @Column('timestamptz')
  refusedAt!: Date;
}
