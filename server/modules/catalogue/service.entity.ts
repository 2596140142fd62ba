import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { CommissionType } from './commission.js';
import { ServiceStatus } from './service-status.js';

@ObjectType({ implements: Node, description: 'Something customers book, offered by the internal team ("AYS") or an external provider.' })
@Entity('services')
export class Service implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field()
  @Column('text')
  serviceName!: string;

  @Column('uuid')
  categoryId!: string;

  @Column('uuid', { nullable: true })
  subcategoryId!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  description!: string | null;

  /** The external provider's user id; null for internal ("AYS") services. */
  @Column('uuid', { nullable: true })
  providerUserId!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  providerName!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  businessName!: string | null;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  serviceLocations!: string[];

  @Column('uuid', { nullable: true })
  cityId!: string | null;

  @Column('boolean', { default: false })
  active!: boolean;

  @Field()
  @Column('boolean', { default: false })
  mobileService!: boolean;

  @Field()
  @Column('boolean', { default: false })
  recommended!: boolean;

  @Field()
  @Column('boolean', { default: false })
  featured!: boolean;

  @Column('text', { default: CommissionType.PERCENTAGE })
  commissionType!: CommissionType;

  @Column('numeric', { precision: 12, scale: 2, default: 15 })
  commissionRate!: string;

  @Column('boolean', { default: false })
  activeAffiliate!: boolean;

  @Column('numeric', { precision: 5, scale: 2, default: 0 })
  affiliateRate!: string;

  @Field()
  @Column('boolean', { default: false })
  onPromo!: boolean;

  @Field(() => Int)
  @Column('int', { default: 0 })
  discountPercentage!: number;

  @Column('boolean', { default: false })
  isApproved!: boolean;

  @Field(() => ServiceStatus)
  @Column('text', { default: ServiceStatus.IN_REVIEW })
  status!: ServiceStatus;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  image!: string | null;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  gallery!: string[];

  @Column('boolean', { default: false })
  isMarkup!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
