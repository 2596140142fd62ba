import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { CommissionType, DepositType } from './pricing-rules.js';
import { Service } from './service.entity.js';
import { DEFAULT_COMMISSION } from './pricing-rules.js';
import { formatRate } from '../../lib/money.js';

export enum ServiceFilter {
  ALL = 'all',
  INTERNAL = 'internal',
  EXTERNAL = 'external',
}
registerEnumType(ServiceFilter, { name: 'ServiceFilter' });

@InputType({ description: 'A package as edited; `id` is set for packages that already exist.' })
export class PackageInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => MoneyScalar) price!: number;
  @Field(() => Boolean, { defaultValue: false }) isMandatory!: boolean;
  @Field(() => DepositType, { defaultValue: DepositType.AMOUNT }) depositType!: DepositType;
  @Field(() => String, { defaultValue: '0' }) depositValue!: string;
  @Field(() => String, { nullable: true, description: 'A URL returned by uploadPackageImage for this service.' }) imageUrl?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "How long one job takes, in minutes (15 to 720); absent keeps the package's length (120 for a new one).",
  })
  durationMinutes?: number | null;
}

/** What a service's own page says about it: the provider's info step, and the base of the admin form. */
@InputType()
export class ServiceInfoInput {
  @Field() serviceName!: string;
  @Field(() => ID) categoryId!: string;
  @Field(() => ID, { nullable: true }) subcategoryId?: string | null;
  @Field() description!: string;
  @Field(() => ID) cityId!: string;
  @Field(() => [ID], { defaultValue: [] }) areaIds!: string[];
  @Field(() => [String], { defaultValue: [] }) serviceLocations!: string[];
  @Field(() => Boolean, { defaultValue: false }) mobileService!: boolean;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) businessName?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Minutes kept free after each job (0 to 240); absent keeps the service's (0 for a new one).",
  })
  bufferMinutes?: number | null;
}

@InputType({ description: 'The admin service form: an internal ("AYS") service or any service being edited by an admin.' })
export class ServiceInput extends ServiceInfoInput {
  @Field(() => CommissionType, { defaultValue: CommissionType.PERCENTAGE }) commissionType!: CommissionType;
  @Field(() => String, { defaultValue: formatRate(DEFAULT_COMMISSION.value) }) commissionRate!: string;
  @Field(() => Boolean, { defaultValue: false }) activeAffiliate!: boolean;
  @Field(() => String, { defaultValue: '0' }) affiliateRate!: string;
  @Field(() => Boolean, { defaultValue: false }) onPromo!: boolean;
  @Field(() => Int, { defaultValue: 0 }) discountPercentage!: number;
  @Field(() => Boolean, { defaultValue: false }) isMarkup!: boolean;
  @Field(() => Boolean, { defaultValue: false }) recommended!: boolean;
  @Field(() => Boolean, { defaultValue: false }) featured!: boolean;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@InputType({ description: 'The provider wizard: info and packages together.' })
export class ProviderServiceInput extends ServiceInfoInput {
  @Field(() => [PackageInput]) packages!: PackageInput[];
}

@ObjectType({ description: 'A package deposit the save raised to the platform commission.' })
export class RaisedDeposit {
  @Field() packageName!: string;
  @Field(() => MoneyScalar) deposit!: number;
  @Field({ description: '"Deposit cannot be less than platform commission K{amount}"' }) message!: string;
}

@ObjectType()
export class SavePackagesPayload {
  @Field(() => Service) service!: Service;
  @Field(() => [RaisedDeposit]) raisedDeposits!: RaisedDeposit[];
}
