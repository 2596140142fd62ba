import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { CommissionType, DepositType } from './pricing-rules.js';
import { DEFAULT_COMMISSION } from './pricing-rules.js';
import { formatRate } from '../../lib/money.js';

@InputType({ description: 'A default package of a category, copied into its new services.' })
export class PackageTemplateInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => MoneyScalar, { defaultValue: 0 }) price!: number;
  @Field(() => Boolean, { defaultValue: false }) isMandatory!: boolean;
  @Field(() => DepositType, { defaultValue: DepositType.AMOUNT }) depositType!: DepositType;
  @Field(() => String, { defaultValue: '0', description: 'A kwacha amount or a percentage, depending on depositType.' })
  depositValue!: string;
}

@InputType()
export class CategoryInput {
  @Field() name!: string;
  @Field() suggestedServiceName!: string;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => Boolean, { defaultValue: false }) hasSubscriptionPackage!: boolean;
  @Field(() => Boolean, { defaultValue: true }) commissionBased!: boolean;
  @Field(() => CommissionType, { defaultValue: CommissionType.PERCENTAGE }) commissionType!: CommissionType;
  @Field(() => String, {
    defaultValue: formatRate(DEFAULT_COMMISSION.value),
    description: 'A percentage or a kwacha amount, depending on commissionType.',
  })
  commissionValue!: string;
  @Field(() => Boolean, { defaultValue: false }) isMarkup!: boolean;
  @Field(() => Boolean, { defaultValue: false }) isSubcategory!: boolean;
  @Field(() => ID, { nullable: true }) parentCategoryId?: string | null;
  @Field(() => String, { nullable: true }) defaultDescription?: string | null;
  @Field(() => [PackageTemplateInput], { defaultValue: [] }) defaultPackages!: PackageTemplateInput[];
}

@ObjectType({ description: 'A default package of a category.' })
export class PackageTemplate {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => MoneyScalar) price!: number;
  @Field() isMandatory!: boolean;
  @Field(() => DepositType) depositType!: DepositType;
  @Field() depositValue!: string;
  @Field(() => Int) deliveryDays!: number;
}
