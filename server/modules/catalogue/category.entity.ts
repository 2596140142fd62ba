import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Auth } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { Role } from '../../lib/role.js';
import { CommissionType } from './pricing-rules.js';

@ObjectType({ implements: Node })
@Entity('categories')
export class Category implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Int, { description: 'Changes with every edit; an edit sends the version it started from (a stale one is a CONFLICT).' })
  @Column('int', { default: 1 })
  version!: number;

  @Field()
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  image!: string | null;

  @Field()
  @Column('boolean', { default: false })
  hasSubscriptionPackage!: boolean;

  @Field()
  @Column('boolean', { default: true })
  active!: boolean;

  @Field()
  @Column('boolean', { default: true })
  commissionBased!: boolean;

  @Field(() => CommissionType, { nullable: true })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  @Column('text', { nullable: true })
  commissionType!: CommissionType | null;

  @Field(() => String, { nullable: true, description: 'A percentage rate or a kwacha amount, depending on commissionType.' })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  @Column('numeric', { precision: 12, scale: 2, nullable: true })
  commissionValue!: string | null;

  @Field({ description: 'Customers pay the price plus the commission.' })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  @Column('boolean', { default: false })
  isMarkup!: boolean;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  suggestedServiceName!: string | null;

  @Field()
  @Column('boolean', { default: false })
  isSubcategory!: boolean;

  @Column('uuid', { nullable: true })
  parentCategoryId!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  defaultDescription!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
