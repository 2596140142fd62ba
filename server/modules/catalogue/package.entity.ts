import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { Node } from '../../graphql/node.js';
import { DepositType } from './pricing-rules.js';

/** A priced option of a service (Basic, Standard, Pro ...). Names are unique within a service: routes use them. */
@ObjectType({ implements: Node })
@Entity('packages')
export class Package implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  serviceId!: string;

  @Column('int')
  position!: number;

  @Field()
  @Column('text')
  name!: string;

  @Field()
  @Column('boolean', { default: false })
  isMandatory!: boolean;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  description!: string | null;

  /** The provider's price in ngwee; customers may pay more when the service uses markup. */
  @Column('bigint', { transformer: bigintAsNumber })
  priceNgwee!: number;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  imageUrl!: string | null;

  @Column('text', { nullable: true })
  affiliateCode!: string | null;

  @Column('int', { nullable: true })
  maxUsage!: number | null;

  @Field(() => DepositType)
  @Column('text', { default: DepositType.AMOUNT })
  depositType!: DepositType;

  @Field(() => String, { description: 'A kwacha amount or a percentage, depending on depositType.' })
  @Column('numeric', { precision: 12, scale: 2, default: 0 })
  depositValue!: string;

  @Field(() => Int)
  @Column('int', { default: 1 })
  deliveryDays!: number;

  @Field(() => Int, { description: 'How long one job of this package takes, in minutes (15 to 720); free times are as long as this.' })
  @Column('int', { default: 120 })
  durationMinutes!: number;
}
