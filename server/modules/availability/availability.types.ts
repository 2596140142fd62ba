import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One day and the times a job can start on it (Africa/Lusaka, HH:MM, ascending).' })
export class FreeDay {
  @Field({ description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => [String])
  times!: string[];
}

@ObjectType({ description: 'Free start times for a package, day by day.' })
export class FreeTimes {
  @Field(() => [FreeDay])
  days!: FreeDay[];

  @Field(() => String, { nullable: true, description: 'The first day from `from` on with a free time (within 60 days); null when none.' })
  nextFreeDate!: string | null;
}
