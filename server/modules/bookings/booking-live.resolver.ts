import { Field, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { LiveContext } from '../../context.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { BookingChangeKind } from './booking-enum-rules.js';
import { bookingChanges, type BookingChange } from './booking-live.service.js';
import { Booking } from './booking.entity.js';

@ObjectType('BookingChange', { description: 'Something happened to a booking you may see.' })
export class BookingChangeEvent {
  @Field(() => BookingChangeKind)
  kind!: BookingChangeKind;

  @Field(() => Booking, { description: 'The booking as it is now, with the fields you may read.' })
  booking!: Booking;

  @Field({ description: 'Whether you made this change yourself (from this screen or another).' })
  byYou!: boolean;
}

@Resolver()
export class BookingLiveResolver {
  @Subscription(() => BookingChangeEvent, {
    description:
      'Bookings you may see as they are made, get a proof of payment, move state or are rescheduled (over the websocket at /graphql).',
    subscribe: ({ args, context }) =>
      bookingChanges(context as LiveContext, typeof args.bookingId === 'string' ? databaseIdOf(args.bookingId, 'Booking') : null),
  })
  @Auth()
  bookingChanged(
    @Root() change: BookingChange,
    @NodeIdArg('bookingId', 'Booking', { nullable: true, description: "Only this booking's changes." }) _bookingId: string | null,
  ): BookingChange {
    return change;
  }
}
