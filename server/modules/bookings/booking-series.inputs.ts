import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { SeriesRepeatEnum } from './booking-series.entity.js';
import type { SeriesRepeat } from './series-rules.js';

@InputType({ description: 'One visit of a series: its day and time (the wanted one, or its accepted alternative).' })
export class VisitTimeInput {
  @Field({ description: 'YYYY-MM-DD in Africa/Lusaka, today or later.' }) date!: string;
  @Field({ description: 'HH:MM in Africa/Lusaka.' }) time!: string;
}

@InputType({ description: 'The booking form with a repeat: every visit is booked, or none. Every amount is computed by the server.' })
export class CreateBookingSeriesInput {
  @Field(() => ID) serviceId!: string;
  @Field() packageName!: string;
  @Field(() => SeriesRepeatEnum) repeat!: SeriesRepeat;
  @Field(() => [VisitTimeInput], { description: '2 to 52 visits, in order, the first included.' }) visits!: VisitTimeInput[];
  @Field(() => String, { nullable: true }) customerNote?: string | null;
  @Field(() => String, { nullable: true, description: 'Used once for the whole series; its discount applies to every visit.' })
  promoCode?: string | null;
  @Field({ description: 'The customer accepted the deposit agreement for each visit.' }) depositAgreementAccepted!: boolean;
  @Field(() => String, { defaultValue: 'web' }) bookingChannel!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A UUID the client makes once per form submission; a repeat returns the same series.',
  })
  idempotencyKey?: string | null;
}

@ObjectType({ description: 'A day and time, in Africa/Lusaka.' })
export class SeriesSlot {
  @Field({ description: 'YYYY-MM-DD.' }) date!: string;
  @Field({ description: 'HH:MM.' }) time!: string;
}

@ObjectType({ description: 'One visit of a series as asked for: free, or the nearest free alternative (null: none within three days).' })
export class SeriesVisitTime {
  @Field(() => Int, { description: 'From 1.' }) index!: number;
  @Field({ description: 'The wanted day, YYYY-MM-DD.' }) date!: string;
  @Field({ description: 'The wanted time, HH:MM.' }) time!: string;
  @Field() free!: boolean;
  @Field(() => SeriesSlot, { nullable: true }) alternative!: SeriesSlot | null;
}

@ObjectType({ description: 'What paying the series at once covers now: its visits still waiting for a payment that have not begun.' })
export class SeriesUpfront {
  @Field(() => Int) visits!: number;
  @Field(() => MoneyScalar, { description: "Their deposits added up, each visit's own." }) deposits!: number;
  @Field(() => MoneyScalar, { description: 'Their full prices added up.' }) fullPrices!: number;
}
