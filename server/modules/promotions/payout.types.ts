import { ArgsType, Field, InterfaceType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { PayoutMethod } from './payout-rules.js';

registerEnumType(PayoutMethod, {
  name: 'PayoutMethod',
  description: 'How money was sent by hand: commission to an affiliate, what a provider is owed, a refund to a customer.',
});

/**
 * Money AYS sent by hand to someone it owed (an affiliate, an external provider): one transfer, checked by a
 * person. The GraphQL interface of both kinds, and the columns both payout tables share (their entities extend it).
 */
@InterfaceType({
  implements: Node,
  description: 'Money AYS sent to an affiliate or an external provider: when, how, the transaction reference and the amount.',
})
export abstract class Payout {
  @Field({ description: 'YYYY-MM-DD, the day the money was sent.' })
  @Column('date')
  paidOn!: string;

  @Field(() => PayoutMethod)
  @Column('text')
  method!: PayoutMethod;

  @Field({ description: 'The mobile money or bank transaction reference.' })
  @Column('text')
  reference!: string;

  @Field(() => MoneyScalar, { name: 'amount', description: 'The exact sum of what the payout settled.' })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Column('uuid')
  recordedById!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** A list of what AYS owes someone (commissions, earnings), filtered by whether a payout settled it. */
@ArgsType()
export class SettledArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: only paid ones; false: only unpaid ones; empty: all.' })
  paid?: boolean | null;
}
