import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Gender } from '../identity/gender.js';
import { PayoutMethod } from './payout-rules.js';

@InputType({ description: 'A new affiliate: name, email and phone required; city, area, gender and NRC as for sign-ups.' })
export class AffiliateInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field(() => Gender) gender!: Gender;
  @Field(() => ID) cityId!: string;
  @Field(() => ID, { nullable: true }) areaId?: string | null;
  @Field(() => String, { nullable: true }) nrc?: string | null;
}

@InputType({ description: 'A promo code for one affiliate and one service. Empty usage limit: 10; discount: 0; affiliate rate: 5.' })
export class PromoCodeInput {
  @Field(() => ID) affiliateId!: string;
  @Field(() => ID) serviceId!: string;
  @Field() codeName!: string;
  @Field(() => Int, { nullable: true, description: 'Percent off, 0-100.' }) discount?: number | null;
  @Field(() => Int, { nullable: true }) usageLimit?: number | null;
  @Field(() => String, { nullable: true, description: 'Percent of what the customer paid, e.g. "5" or "7.5".' }) affiliateRate?:
    string | null;
}

@InputType({ description: 'Money sent to an affiliate for some of their unpaid commissions; the amount is their sum.' })
export class AffiliatePayoutInput {
  @Field(() => ID) affiliateId!: string;
  @Field({ description: 'YYYY-MM-DD, the day the money was sent.' }) paidOn!: string;
  @Field(() => PayoutMethod) method!: PayoutMethod;
  @Field() reference!: string;
  @Field(() => [ID]) commissionIds!: string[];
}

@ObjectType({ description: 'What an affiliate earned, and how much of it has been paid out.' })
export class AffiliateEarnings {
  @Field(() => MoneyScalar) total!: number;
  @Field(() => MoneyScalar) paid!: number;
  @Field(() => MoneyScalar) unpaid!: number;
}
