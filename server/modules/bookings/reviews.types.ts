import { Field, Float, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/connection.js';
import { Review } from './review.entity.js';

@ObjectType({ description: 'An average rating (1 to 5) and how many ratings it is of.' })
export class RatingSummary {
  @Field(() => Float, { nullable: true, description: 'Null while there is no rating.' }) average!: number | null;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class ReviewConnection extends connectionOf('Review', Review) {}
