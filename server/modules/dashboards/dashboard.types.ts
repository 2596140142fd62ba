import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { toGlobalId } from '../../graphql/global-id.js';
import { COUNT_LIMIT } from '../../graphql/connection.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Booking } from '../bookings/booking.entity.js';
import { FigurePeriod, PaymentChannel } from './dashboard-rules.js';

registerEnumType(FigurePeriod, {
  name: 'FigurePeriod',
  description: 'The span of the charts.',
  valuesConfig: {
    DAYS: { description: 'The last 30 days, a day at a time.' },
    WEEKS: { description: 'The last 52 weeks, Monday to Sunday.' },
  },
});
registerEnumType(PaymentChannel, { name: 'PaymentChannel', description: 'How a payment reached AYS.' });

@InputType({ description: "The admin dashboard's span and filters; the filters apply to every figure but today's work." })
export class DashboardFilter {
  @Field(() => FigurePeriod) period!: FigurePeriod;
  @Field(() => ID, { nullable: true, description: "Only services in this city (the service's city)." }) cityId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only services of this category.' }) categoryId?: string | null;
}

@ObjectType({
  description: `What waits for an admin today, each the length of a screen's list, counted as the lists count: up to ${COUNT_LIMIT.toLocaleString('en')}, and ${(COUNT_LIMIT + 1).toLocaleString('en')} for a longer one ("${COUNT_LIMIT.toLocaleString('en')}+").`,
})
export class AdminWork {
  @Field(() => Int, { description: 'Requests not confirmed or cancelled yet.' }) requestsToConfirm!: number;
  @Field(() => Int, { description: 'Payment proofs the team has not verified, of requests still open.' }) proofsToVerify!: number;
  @Field(() => Int, { description: 'Reschedule requests nobody answered yet.' }) rescheduleRequests!: number;
  @Field(() => Int, { description: 'Refunds to pay by hand (due, or the network failed to send them).' }) refundsToPay!: number;
  @Field(() => Int, { description: 'External providers AYS owes unpaid earnings.' }) providerPayoutsDue!: number;
  @Field(() => Int, { description: 'Affiliates AYS owes unpaid commissions.' }) affiliatePayoutsDue!: number;
  @Field(() => Int, { description: 'Texts that failed, were refused or may not have arrived, waiting for an admin.' }) textsFailed!: number;
}

@ObjectType({ description: 'A count in one bucket (a day or a week) and in the same bucket of the span before.' })
export class CountPoint {
  @Field({ description: 'YYYY-MM-DD, the first day of the bucket (Africa/Lusaka).' }) start!: string;
  @Field(() => Int) value!: number;
  @Field(() => Int) previous!: number;
}

@ObjectType({ description: 'An amount in one bucket (a day or a week) and in the same bucket of the span before.' })
export class MoneyPoint {
  @Field({ description: 'YYYY-MM-DD, the first day of the bucket (Africa/Lusaka).' }) start!: string;
  @Field(() => MoneyScalar) value!: number;
  @Field(() => MoneyScalar) previous!: number;
}

@ObjectType({ description: 'A count over the span, with its buckets.' })
export class CountSeries {
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'The same over the span before.' }) previousTotal!: number;
  @Field(() => [CountPoint]) points!: CountPoint[];
}

@ObjectType({ description: 'An amount over the span, with its buckets.' })
export class MoneySeries {
  @Field(() => MoneyScalar) total!: number;
  @Field(() => MoneyScalar, { description: 'The same over the span before.' }) previousTotal!: number;
  @Field(() => [MoneyPoint]) points!: MoneyPoint[];
}

@ObjectType({ description: 'How many of something, under a label.' })
export class LabelCount {
  @Field() label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Verified payments that came one way.' })
export class ChannelShare {
  @Field(() => PaymentChannel) channel!: PaymentChannel;
  @Field(() => Int) count!: number;
  @Field(() => MoneyScalar) amount!: number;
}

@ObjectType({ description: "A mobile money network's requests to pay over the span." })
export class NetworkFigures {
  @Field({ description: 'MTN or AIRTEL.' }) network!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Int) successful!: number;
  @Field(() => Int) declined!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Successful of those settled (successful or declined), 0..1; null when none settled.',
  })
  successRate!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Average seconds from the request to the network confirming it; null without a success.',
  })
  secondsToConfirm!: number | null;
}

@ObjectType({ description: 'Declined mobile money requests of one network for one reason.' })
export class Decline {
  @Field() network!: string;
  @Field() reason!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'A service or provider in a top list.' })
export class TopEntry {
  /** The service's or provider's database id; null for AYS's own services as a provider. */
  uuid!: string | null;
  kind!: 'Service' | 'User';

  @Field(() => ID, { nullable: true, description: 'The Service, or the provider (User); null for AYS, the internal team.' })
  get id(): string | null {
    return this.uuid ? toGlobalId(this.kind, this.uuid) : null;
  }

  @Field() name!: string;
  @Field(() => Int, { description: 'Bookings made in the span.' }) bookings!: number;
  @Field(() => MoneyScalar, { description: 'Gross value: the full price of bookings completed in the span.' }) value!: number;
}

@ObjectType({ description: "The admin dashboard's figures over one span (issue 32); docs/decisions.md says what each counts." })
export class AdminFigures {
  @Field(() => FigurePeriod) period!: FigurePeriod;
  @Field({ description: 'YYYY-MM-DD, first day of the span.' }) from!: string;
  @Field({ description: 'YYYY-MM-DD, last day of the span.' }) to!: string;
  @Field(() => CountSeries) bookingsMade!: CountSeries;
  @Field(() => CountSeries) bookingsCompleted!: CountSeries;
  @Field(() => CountSeries) bookingsCancelled!: CountSeries;
  @Field(() => MoneySeries, { description: 'The full price of bookings completed.' }) grossValue!: MoneySeries;
  @Field(() => MoneySeries, { description: 'Verified payments received, less refunds sent the same day.' }) depositsCollected!: MoneySeries;
  @Field(() => MoneySeries, { description: 'Platform fees of bookings completed.' }) platformFees!: MoneySeries;
  @Field(() => MoneySeries, { description: 'Refunds sent or paid back to customers.' }) refunds!: MoneySeries;
  @Field(() => [ChannelShare]) paymentChannels!: ChannelShare[];
  @Field(() => [NetworkFigures]) networks!: NetworkFigures[];
  @Field(() => [Decline]) declines!: Decline[];
  @Field(() => [TopEntry]) topServicesByBookings!: TopEntry[];
  @Field(() => [TopEntry]) topServicesByValue!: TopEntry[];
  @Field(() => [TopEntry]) topProvidersByBookings!: TopEntry[];
  @Field(() => [TopEntry]) topProvidersByValue!: TopEntry[];
  @Field(() => [LabelCount], { description: 'Most given reasons first.' }) cancellationReasons!: LabelCount[];
  @Field(() => [LabelCount], { description: 'customer, admin or system.' }) cancelledBy!: LabelCount[];
  @Field(() => [LabelCount], { description: 'Appointments (not cancelled) per weekday, Monday first.' }) busiestDays!: LabelCount[];
  @Field(() => [LabelCount], { description: 'Appointments (not cancelled) per starting hour, HH:00.' }) busiestHours!: LabelCount[];
  @Field(() => Date, { nullable: true, description: 'When the figures were last rebuilt (every 10 minutes).' }) refreshedAt!: Date | null;
}

@ObjectType({ description: 'An amount per week (Monday to Sunday).' })
export class WeekAmount {
  @Field({ description: 'YYYY-MM-DD, the Monday.' }) start!: string;
  @Field(() => MoneyScalar) amount!: number;
}

@ObjectType({ description: 'The average rating of the reviews given in one month.' })
export class MonthRating {
  @Field({ description: 'YYYY-MM.' }) month!: string;
  @Field(() => Float, { nullable: true }) average!: number | null;
  @Field(() => Int) reviews!: number;
}

@ObjectType({ description: "An external provider's own figures at a glance (issue 32)." })
export class ProviderOverview {
  @Field(() => [WeekAmount], { description: 'What they earned per week for completed bookings, the last 12 weeks.' })
  earningsByWeek!: WeekAmount[];
  @Field(() => [Booking], { description: 'Confirmed bookings from today to Sunday, soonest first.' }) upcomingJobs!: Booking[];
  @Field(() => Int, { description: 'Bookings booked for the last 90 days.' }) recentBookings!: number;
  @Field(() => Float, { nullable: true, description: 'Of those, completed: 0..1; null without bookings.' }) completionRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'Of those, cancelled: 0..1; null without bookings.' }) cancellationRate!:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Average rating of every review of their services.' }) averageRating!: number | null;
  @Field(() => Int) reviewCount!: number;
  @Field(() => [MonthRating], { description: 'The average per month, the last 6 months: the trend.' }) ratingByMonth!: MonthRating[];
}

@ObjectType({ description: 'Commissions earned in one month.' })
export class MonthAmount {
  @Field({ description: 'YYYY-MM.' }) month!: string;
  @Field(() => Int) count!: number;
  @Field(() => MoneyScalar) amount!: number;
}
