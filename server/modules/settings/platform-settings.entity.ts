import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Auth } from '../../graphql/access.js';
import { Role } from '../identity/role.js';

/** One row: where customers send money, and who gets booking emails. */
@ObjectType({ description: 'Payment instructions shown to customers, and admin notification settings.' })
@Entity('platform_settings')
export class PlatformSettings {
  @PrimaryColumn('int')
  id!: number;

  @Field(() => Int, { description: 'Changes with every edit; an edit sends the version it started from (a stale one is a CONFLICT).' })
  @Column('int', { default: 1 })
  version!: number;

  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) airtelMoneyNumber!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) airtelMoneyName!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) momoNumber!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) momoName!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) bankName!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) bankBranch!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) bankAccountName!: string | null;
  @Field(() => String, { nullable: true }) @Column('text', { nullable: true }) bankAccountNumber!: string | null;

  @Field(() => [String], { description: 'Who receives booking emails; empty means every admin account.' })
  @Auth(Role.ADMIN)
  @Column('text', { array: true, default: () => "'{}'" })
  adminEmails!: string[];

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
