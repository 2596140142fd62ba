import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { Payout } from './payout.types.js';

/** Money paid to an affiliate for some of their unpaid commissions; the amount is their sum. */
@ObjectType({ implements: [Node, Payout] })
@Entity('affiliate_payouts')
export class AffiliatePayout extends Payout implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  affiliateId!: string;
}
