import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';

/** What an affiliate earned from one completed booking that used their code. */
@ObjectType({ implements: Node })
@Entity('affiliate_commissions')
export class AffiliateCommission implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  affiliateId!: string;

  @Column('uuid')
  bookingId!: string;

  @Field({ description: 'YYYY-MM-DD, the day the booking was completed.' })
  @Column('date')
  date!: string;

  @Field()
  @Column('text')
  serviceName!: string;

  @Field(() => MoneyScalar, { name: 'amount' })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Field()
  @Column('text')
  codeName!: string;

  @Column('uuid', { nullable: true })
  payoutId!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
