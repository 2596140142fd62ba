import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';

/** An affiliate's code for one service: a percent off, used at most usageLimit times. */
@ObjectType({ implements: Node })
@Entity('promo_codes')
export class PromoCode implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field()
  @Column('text')
  codeName!: string;

  @Field(() => Int, { description: 'Percent off.' })
  @Column('int', { default: 0 })
  discount!: number;

  @Field(() => Int)
  @Column('int', { default: 10 })
  usageLimit!: number;

  @Field(() => Int)
  @Column('int', { default: 0 })
  usageCount!: number;

  @Field({ description: 'Percent of what the customer paid that the affiliate earns.' })
  @Column('numeric', { precision: 5, scale: 2, default: 5 })
  affiliateRate!: string;

  @Column('uuid')
  affiliateId!: string;

  @Column('uuid')
  serviceId!: string;

  @Field()
  @Column('text', { default: 'active' })
  status!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
