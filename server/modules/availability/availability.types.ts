import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { HORIZON_DAYS } from './free-slot-rules.js';

/** Why a day has the times it has, so that a client says so instead of guessing (issue 30). */
export enum FreeDayStatus {
  FREE = 'FREE',
  FULL = 'FULL',
  CLOSED = 'CLOSED',
}
registerEnumType(FreeDayStatus, {
  name: 'FreeDayStatus',
  valuesConfig: {
    FREE: { description: 'At least one time is free.' },
    FULL: { description: 'People work that day, but every time is taken.' },
    CLOSED: { description: 'Nobody works at a time still ahead that day: a day off, a past day, or too late today.' },
  },
});

/** Whose times a list of free times holds: "Book again" asks for the earlier booking's professional's alone (issue 33). */
export enum FreeTimesOf {
  EVERYONE = 'EVERYONE',
  SAME_PROFESSIONAL = 'SAME_PROFESSIONAL',
  SAME_PROFESSIONAL_GONE = 'SAME_PROFESSIONAL_GONE',
}
registerEnumType(FreeTimesOf, {
  name: 'FreeTimesOf',
  valuesConfig: {
    EVERYONE: { description: "Every professional's times: no earlier booking asked, or it names no one." },
    SAME_PROFESSIONAL: { description: "Only the times of the earlier booking's professional, who still does the service." },
    SAME_PROFESSIONAL_GONE: {
      description: "The earlier booking's professional no longer does the service: every professional's times instead.",
    },
  },
});

@ObjectType({ description: 'One day and the times a job can start on it (Africa/Lusaka, HH:MM, ascending).' })
export class FreeDay {
  @Field({ description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => FreeDayStatus)
  status!: FreeDayStatus;

  @Field(() => [String])
  times!: string[];
}

@ObjectType({ description: 'Free start times for a package, day by day.' })
export class FreeTimes {
  @Field(() => [FreeDay])
  days!: FreeDay[];

  @Field(() => String, {
    nullable: true,
    description: `The first day from \`from\` on with a free time (within ${HORIZON_DAYS} days); null when none.`,
  })
  nextFreeDate!: string | null;

  @Field(() => FreeTimesOf)
  timesOf!: FreeTimesOf;
}

/** The window arguments of every list of free times. */
export const FROM_ARG = { nullable: true, description: 'The first day (YYYY-MM-DD, Africa/Lusaka); today when absent or past.' } as const;
export const DAYS_ARG = { defaultValue: 7, description: 'How many days, 1 to 14.' } as const;
