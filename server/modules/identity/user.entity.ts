import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AuthOrOwner } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { DEFAULT_WEEK, type WeeklyHours } from '../../lib/weekly-hours.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { Gender } from './gender.js';
import type { SmsPreferences } from '../notifications/sms-rules.js';

registerEnumType(Gender, { name: 'Gender' });

@ObjectType({ implements: Node, description: 'A person with an account: customer, external provider, affiliate or admin.' })
@Entity('users')
export class User implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Int, { description: 'Changes with every edit; an edit sends the version it started from (a stale one is a CONFLICT).' })
  @Column('int', { default: 1 })
  version!: number;

  /** Always stored lower-cased; unique. */
  @Field()
  @Column('text')
  email!: string;

  @Field(() => Role)
  @Column('text')
  role!: Role;

  @Field()
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  phone!: string | null;

  /** Which kinds of SMS the person turned off (issue 25; a kind not named is on): read and changed through `mySmsPreferences`. */
  @Column('jsonb', { default: {} })
  smsPreferences!: SmsPreferences;

  @Field(() => Gender, { nullable: true })
  @Column('text', { nullable: true })
  gender!: Gender | null;

  @Field(() => String, { nullable: true, description: 'National Registration Card number; visible to the user and admins.' })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  @Column('text', { nullable: true })
  nrc!: string | null;

  @Column('uuid', { nullable: true })
  cityId!: string | null;

  @Column('uuid', { nullable: true })
  areaId!: string | null;

  @Field()
  @Column('boolean', { default: false })
  verified!: boolean;

  @Field()
  @Column('boolean', { default: false })
  isApproved!: boolean;

  @Field()
  @Column('text', { default: 'active' })
  status!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  verificationStatus!: string | null;

  @Field()
  @Column('boolean', { default: false })
  isCompany!: boolean;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  businessName!: string | null;

  @Field(() => Int, { description: 'How many jobs an external provider does at once (1 to 50).' })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  @Column('int', { default: 1 })
  teamSize!: number;

  /** An external provider's weekly plan (server/lib/weekly-hours.ts). */
  @Column('jsonb', { default: () => `'${JSON.stringify(DEFAULT_WEEK)}'` })
  workingHours!: WeeklyHours;

  /** Argon2id PHC string (older accounts: scrypt until their next sign-in, see password.ts); never leaves the server. */
  @Column('text')
  passwordHash!: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
