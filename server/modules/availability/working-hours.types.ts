import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Working time from `start` up to `end`, Africa/Lusaka wall clock, HH:MM (`end` may be 24:00).' })
export class TimeRange {
  @Field() start!: string;
  @Field() end!: string;
}

@ObjectType({ description: 'One weekday of a weekly plan; no ranges is a day off.' })
export class WorkingDay {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday .. 7 Sunday.' }) weekday!: number;
  @Field({ description: 'Monday .. Sunday.' }) name!: string;
  @Field(() => [TimeRange], { description: 'Earliest first.' }) ranges!: TimeRange[];
}

@ObjectType({ description: 'One date that does not follow the weekly plan: other hours that day, or none (a day off).' })
export class WorkingHoursException {
  @Field({ description: 'YYYY-MM-DD, Africa/Lusaka.' }) date!: string;
  @Field(() => [TimeRange], { description: 'Earliest first; none is a day off.' }) ranges!: TimeRange[];
  @Field({ description: 'No working time that day.' }) dayOff!: boolean;
}

@InputType()
export class TimeRangeInput {
  @Field({ description: 'HH:MM, 00:00 to 23:59.' }) start!: string;
  @Field({ description: 'HH:MM after `start`, up to 24:00.' }) end!: string;
}

@InputType({ description: 'One weekday of a weekly plan; no ranges is a day off.' })
export class WorkingDayInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday .. 7 Sunday.' }) weekday!: number;
  @Field(() => [TimeRangeInput]) ranges!: TimeRangeInput[];
}

@InputType({ description: 'Other hours on one date, or none for a day off.' })
export class WorkingHoursExceptionInput {
  @Field({ description: 'YYYY-MM-DD, from today to a year ahead.' }) date!: string;
  @Field(() => [TimeRangeInput], { description: 'None: a day off.' }) ranges!: TimeRangeInput[];
}

@InputType({ description: "An external provider's weekly plan and how many jobs they do at once." })
export class MyWorkingHoursInput {
  @Field(() => [WorkingDayInput], { description: 'All seven weekdays, each once; errors name `workingHours.{index}`.' })
  workingHours!: WorkingDayInput[];

  @Field(() => Int, { description: 'How many jobs at the same time, 1 to 50.' })
  teamSize!: number;
}
