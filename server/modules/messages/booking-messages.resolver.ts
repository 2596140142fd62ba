import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { Service } from '../catalogue/service.entity.js';
import { User } from '../identity/user.entity.js';
import { BookingTab } from '../bookings/booking-enum-rules.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingMessage, MessageAuthorRole } from './booking-message.entity.js';
import { listMessages, markThreadRead, sendMessage, unreadOf, unreadTotal } from './booking-messages.service.js';
import { threadClosesAt } from '../bookings/thread-window-rules.js';
import { authorLabel } from './thread-rules.js';

@ObjectType()
export class BookingMessageConnection extends connectionOf('BookingMessage', BookingMessage) {}

@InputType({ description: "A message on a booking's thread: text, a photo, or both." })
export class BookingMessageInput {
  @Field(() => String, { nullable: true, description: 'Up to 2,000 characters; may be empty when a photo is attached.' })
  body?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A JPEG, PNG, WebP, AVIF, HEIC or GIF image.' })
  photo?: Promise<FileUpload> | null;
}

@ArgsType()
class MessagesArgs {
  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true, description: 'Older messages than this cursor.' }) after?: string | null;
}

const BOOKING_PEOPLE = [Owner.CUSTOMER, Owner.PROVIDER];

/** A thread on every booking (issue 25): its customer, its provider (the AYS team for internal services) and admins. */
@Resolver(() => Booking)
export class BookingThreadResolver {
  @FieldResolver(() => BookingMessageConnection, { description: 'The thread, newest first; `after` pages back to older messages.' })
  @AuthOrOwner(BOOKING_PEOPLE, Role.ADMIN)
  messages(@Root() booking: Booking, @Args() args: MessagesArgs, @Ctx() ctx: Context) {
    return listMessages(ctx, booking, args as ConnectionArgs);
  }

  @FieldResolver(() => Int, { description: 'Messages written by the other side since you last read the thread (at most 100).' })
  @AuthOrOwner(BOOKING_PEOPLE, Role.ADMIN)
  unreadMessages(@Root() booking: Booking, @Ctx() ctx: Context) {
    return unreadOf(ctx, booking);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When the thread stops taking new messages (14 days after the booking ended); null while it goes on.',
  })
  threadClosesAt(@Root() booking: Booking): Date | null {
    return threadClosesAt(booking);
  }

  @Mutation(() => BookingMessage, { description: "Writes on a booking's thread (its customer, its provider, admins)." })
  @Auth()
  sendBookingMessage(@NodeIdArg('bookingId', 'Booking') bookingId: string, @Arg('input') input: BookingMessageInput, @Ctx() ctx: Context) {
    return sendMessage(ctx, bookingId, input);
  }

  @Mutation(() => Booking, { description: "You have read the booking's thread up to now." })
  @Auth()
  markBookingThreadRead(@NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return markThreadRead(ctx, bookingId);
  }

  @Query(() => Int, {
    description: "Unread messages over all your bookings' threads (or those of one tab), for the navigation (at most 100).",
  })
  @Auth()
  unreadMessageCount(@Arg('tab', () => BookingTab, { nullable: true }) tab: BookingTab | null, @Ctx() ctx: Context) {
    return unreadTotal(ctx, tab ?? null);
  }
}

@Resolver(() => BookingMessage)
export class BookingMessageResolver {
  @FieldResolver(() => String, { description: 'E.g. "Mwila (customer)", "Chanda Plumbing (provider)" or "AYS team".' })
  async authorLabel(@Root() message: BookingMessage, @Ctx() ctx: Context): Promise<string> {
    if (message.authorRole === MessageAuthorRole.ADMIN) return authorLabel('admin', '');
    const author = await ctx.loaders.byId(User).load(message.authorId);
    if (message.authorRole === MessageAuthorRole.PROVIDER) {
      const booking = await ctx.loaders.byId(Booking).load(message.bookingId);
      const service = booking ? await ctx.loaders.byId(Service).load(booking.serviceId) : null;
      return authorLabel('provider', service?.businessName || service?.providerName || author?.name || 'Provider');
    }
    return authorLabel('customer', author?.name ?? 'Customer');
  }

  @FieldResolver(() => Boolean, { description: 'Whether you wrote it.' })
  fromYou(@Root() message: BookingMessage, @Ctx() ctx: Context): boolean {
    return message.authorId === ctx.user?.id;
  }
}
