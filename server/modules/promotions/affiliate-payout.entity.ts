import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { PayoutMethod } from './payout.validation.js';

registerEnumType(PayoutMethod, { name: 'PayoutMethod', description: 'How money was sent by hand: commission to an affiliate, a refund to a customer.' });

/** Money paid to an affiliate for some of their unpaid commissions; the amount is their sum. */
@ObjectType({ implements: Node })
@Entity('affiliate_payouts')
export class AffiliatePayout implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  affiliateId!: string;

  @Field({ description: 'YYYY-MM-DD, the day the money was sent.' })
  @Column('date')
  paidOn!: string;

  @Field(() => PayoutMethod)
  @Column('text')
  method!: PayoutMethod;

  @Field({ description: 'The mobile money or bank transaction reference.' })
  @Column('text')
  reference!: string;

  @Field(() => MoneyScalar, { name: 'amount' })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Column('uuid')
  recordedById!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
