import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { MoneyScalar } from '../../graphql/scalars.js';

/**
 * What AYS owes an external provider for one completed booking of their service (provider-earning-rules.ts),
 * recorded once when the booking completes. Seen by its provider and admins.
 */
@ObjectType({
  implements: Node,
  description: 'What AYS owes an external provider for one completed booking: seen by the provider and admins.',
})
@Entity('provider_earnings')
export class ProviderEarning implements Node {
  /** The booking's id: a booking earns its provider once. */
  @Field(() => ID)
  @PrimaryColumn('uuid', { name: 'booking_id' })
  id!: string;

  @Column('uuid')
  providerId!: string;

  @Field(() => MoneyScalar, {
    name: 'collected',
    description: "What AYS holds of the booking's money: verified payments less refunds sent or paid back.",
  })
  @Column('bigint', { transformer: bigintAsNumber })
  collectedNgwee!: number;

  @Field(() => MoneyScalar, { name: 'platformFee' })
  @Column('bigint', { transformer: bigintAsNumber })
  platformFeeNgwee!: number;

  @Field(() => MoneyScalar, {
    name: 'owed',
    description:
      'What AYS owes the provider: collected minus the platform fee. Negative when the provider collected more themselves and owes AYS the commission.',
  })
  @Column('bigint', { transformer: bigintAsNumber })
  amountNgwee!: number;

  @Column('uuid', { nullable: true })
  payoutId!: string | null;

  @Field({ description: 'When it was recorded: when the booking was completed.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
