import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AuthOrOwner } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { CommissionType } from './pricing-rules.js';
import { ServiceStatus } from './service-status.js';

@ObjectType({ implements: Node, description: 'Something customers book, offered by the internal team ("AYS") or an external provider.' })
@Entity('services')
export class Service implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Int, { description: 'Changes with every edit; an edit sends the version it started from (a stale one is a CONFLICT).' })
  @Column('int', { default: 1 })
  version!: number;

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

  @Field(() => String, { nullable: true })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
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

  @Field({ description: "The provider's own on/off switch; listing is decided by status." })
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

  @Field(() => CommissionType)
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column('text', { default: CommissionType.PERCENTAGE })
  commissionType!: CommissionType;

  @Field({ description: 'A percentage or a kwacha amount, depending on commissionType.' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column('numeric', { precision: 12, scale: 2, default: 15 })
  commissionRate!: string;

  @Field()
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column('boolean', { default: false })
  activeAffiliate!: boolean;

  @Field({ description: 'Percentage of what the customer paid that goes to the affiliate whose code was used.' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column('numeric', { precision: 5, scale: 2, default: 0 })
  affiliateRate!: string;

  @Field()
  @Column('boolean', { default: false })
  onPromo!: boolean;

  @Field(() => Int)
  @Column('int', { default: 0 })
  discountPercentage!: number;

  @Field()
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

  @Field(() => Int, { description: 'Minutes kept free after each job of this service (travel, clearing up), 0 to 240.' })
  @Column('int', { default: 0 })
  bufferMinutes!: number;

  @Field({ description: 'Customers pay the price plus the commission.' })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  @Column('boolean', { default: false })
  isMarkup!: boolean;

  // The ratings of the service's reviews, kept by PostgreSQL as reviews are written (migration 1766500000000):
  // never written from here, so a save of a service read earlier cannot put back an older figure.
  @Field(() => Int, { name: 'reviewCount', description: 'How many reviews customers left on bookings of this service.' })
  @Column({ type: 'int', insert: false, update: false, default: 0 })
  ratingCount!: number;

  @Column({ type: 'int', insert: false, update: false, default: 0 })
  ratingTotal!: number;

  /** The average rating to two places as PostgreSQL prints it, '0.00' while there is no review (the rating order's key). */
  @Column({ type: 'numeric', precision: 3, scale: 2, insert: false, update: false })
  ratingAverage!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
