import { Field, InputType } from 'type-graphql';

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
  @Field(() => [String], { defaultValue: [] }) adminEmails!: string[];
}
