import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Auth } from '../../graphql/access.js';
import { Role } from '../../lib/role.js';
import { RETENTION } from './retention-rules.js';

/** One row: where customers send money, how they reach the team, who issues receipts, the cancellation policy, who gets booking emails, when unpaid requests are reminded and expire. */
@ObjectType({
  description:
    'Payment instructions, contact numbers and the cancellation policy shown to signed-in users, and settings only admins read: who gets booking emails, when unpaid requests are reminded and expire.',
})
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

  @Field(() => String, { nullable: true, description: 'The number customers call, in international form (+260977123456).' })
  @Column('text', { nullable: true })
  contactPhone!: string | null;

  @Field(() => String, { nullable: true, description: 'The number customers message on WhatsApp, in international form.' })
  @Column('text', { nullable: true })
  whatsappNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The business name printed on receipts.' })
  @Column('text', { nullable: true })
  businessName!: string | null;

  @Field(() => String, { nullable: true, description: 'The postal or street address printed on receipts.' })
  @Column('text', { nullable: true })
  businessAddress!: string | null;

  @Field(() => String, { nullable: true, description: 'The TPIN or company registration number printed on receipts.' })
  @Column('text', { nullable: true })
  businessTaxNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The email address printed on receipts.' })
  @Column('text', { nullable: true })
  businessEmail!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What happens to money a customer sent when they cancel a request before it is confirmed.',
  })
  @Column('text', { nullable: true })
  requestCancellationPolicy!: string | null;

  @Field(() => String, { nullable: true, description: 'What happens to the deposit when a customer cancels a confirmed booking.' })
  @Column('text', { nullable: true })
  bookingCancellationPolicy!: string | null;

  @Field(() => [String], { description: 'Who receives booking emails; empty means every admin account.' })
  @Auth(Role.ADMIN)
  @Column('text', { array: true, default: () => "'{}'" })
  adminEmails!: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Hours after which a request without a proof of payment is reminded once; null: never.',
  })
  @Auth(Role.ADMIN)
  @Column('int', { nullable: true })
  remindUnpaidAfterHours!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours after which a request without a proof of payment expires (cancelled by the system); null: never.',
  })
  @Auth(Role.ADMIN)
  @Column('int', { nullable: true })
  expireUnpaidAfterHours!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'A customer who cancels fewer than this many hours before the appointment loses the deposit; null: everything paid is always refunded.',
  })
  @Column('int', { nullable: true })
  depositKeptWithinHours!: number | null;

  @Field({
    description:
      'Whether a mobile money payment the network confirmed waits for an admin (Verifying) instead of confirming its booking at once.',
  })
  @Auth(Role.ADMIN)
  @Column('boolean', { default: false })
  checkMobileMoneyPayments!: boolean;

  @Field(() => Int, { description: "Days a payment proof's photo is kept after its booking ends (the payment itself stays)." })
  @Auth(Role.ADMIN)
  @Column('int', { default: RETENTION.proofRetentionDays.defaultDays })
  proofRetentionDays!: number;

  @Field(() => Int, { description: "Days the photos of a booking's messages are kept after the booking ends (the words stay)." })
  @Auth(Role.ADMIN)
  @Column('int', { default: RETENTION.messagePhotoRetentionDays.defaultDays })
  messagePhotoRetentionDays!: number;

  @Field(() => Int, { description: "Days the words of a booking's texts are kept after the booking ends (the delivery record stays)." })
  @Auth(Role.ADMIN)
  @Column('int', { default: RETENTION.textRetentionDays.defaultDays })
  textRetentionDays!: number;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
