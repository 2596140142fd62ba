import { Field, ObjectType } from 'type-graphql';
import { Booking } from './booking.entity.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';

@ObjectType({ description: 'Part of one day, HH:MM to HH:MM in Africa/Lusaka (the end may be 24:00).' })
export class TeamDayRange {
  @Field()
  start!: string;

  @Field()
  end!: string;
}

@ObjectType({ description: 'A job a team member holds time for on the day.' })
export class TeamDayJob {
  @Field(() => Booking)
  booking!: Booking;

  @Field({ description: 'HH:MM the held time starts on the day (00:00 when it began the day before).' })
  start!: string;

  @Field({
    description: "HH:MM the time is held until, the service's buffer after the work included (24:00 when it runs into the next day).",
  })
  end!: string;
}

@ObjectType({ description: "One team member's day: the hours they work and the jobs they hold time for, by start." })
export class TeamMemberDay {
  @Field(() => InternalProvider)
  member!: InternalProvider;

  @Field(() => [TeamDayRange], { description: 'Their working hours that day (none: a day off).' })
  hours!: TeamDayRange[];

  @Field(() => [TeamDayJob])
  jobs!: TeamDayJob[];
}
