import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { Payout } from '../promotions/payout.types.js';

/**
 * Money AYS sent an external provider for some of their unpaid earnings; the amount is their exact sum.
 * Its id is chosen before it is written: the earnings it settles are claimed first (earnings.service.ts).
 */
@ObjectType({ implements: [Node, Payout], description: 'Money AYS sent an external provider: seen by the provider and admins.' })
@Entity('provider_payouts')
export class ProviderPayout extends Payout implements Node {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  providerId!: string;
}
