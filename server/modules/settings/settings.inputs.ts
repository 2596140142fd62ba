import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class PlatformSettingsInput {
  @Field(() => String, { nullable: true }) airtelMoneyNumber?: string | null;
  @Field(() => String, { nullable: true }) airtelMoneyName?: string | null;
  @Field(() => String, { nullable: true }) momoNumber?: string | null;
  @Field(() => String, { nullable: true }) momoName?: string | null;
  @Field(() => String, { nullable: true }) bankName?: string | null;
  @Field(() => String, { nullable: true }) bankBranch?: string | null;
  @Field(() => String, { nullable: true }) bankAccountName?: string | null;
  @Field(() => String, { nullable: true }) bankAccountNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Typed any usual way (0977 123 456, +260 977 123 456); stored in international form.',
  })
  contactPhone?: string | null;
  @Field(() => String, { nullable: true, description: 'Typed any usual way; stored in international form.' }) whatsappNumber?:
    string | null;
  @Field(() => String, { nullable: true }) businessName?: string | null;
  @Field(() => String, { nullable: true }) businessAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'TPIN or registration number.' }) businessTaxNumber?: string | null;
  @Field(() => String, { nullable: true }) businessEmail?: string | null;
  @Field(() => String, { nullable: true }) requestCancellationPolicy?: string | null;
  @Field(() => String, { nullable: true }) bookingCancellationPolicy?: string | null;
  @Field(() => [String], { defaultValue: [] }) adminEmails!: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'Whole hours, 1 to 720, fewer than expireUnpaidAfterHours; null (or left out) turns the reminder off.',
  })
  remindUnpaidAfterHours?: number | null;
  @Field(() => Int, { nullable: true, description: 'Whole hours, 1 to 720; null (or left out) turns expiry off.' })
  expireUnpaidAfterHours?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Left out: unchanged.' }) checkMobileMoneyPayments?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Whole hours, 1 to 720; null (or left out) refunds everything on every cancellation.' })
  depositKeptWithinHours?: number | null;
  @Field(() => Int, { nullable: true, description: 'Whole days, 30 to 3,650; left out: unchanged.' }) proofRetentionDays?: number | null;
  @Field(() => Int, { nullable: true, description: 'Whole days, 7 to 3,650; left out: unchanged.' }) messagePhotoRetentionDays?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Whole days, 1 to 3,650; left out: unchanged.' }) textRetentionDays?: number | null;
}
