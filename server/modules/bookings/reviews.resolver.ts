import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { Auth, AuthOrOwner, Public } from '../../graphql/access.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { Service } from '../catalogue/service.entity.js';
import { User } from '../identity/user.entity.js';
import { Booking } from './booking.entity.js';
import { CustomerRating } from './customer-rating.entity.js';
import { Review } from './review.entity.js';
import * as reviews from './reviews.service.js';
import { RatingSummary, ReviewConnection } from './reviews.types.js';

@Resolver(() => Review)
export class ReviewResolver {
  @Mutation(() => Review, { description: "The service's provider (an admin for AYS services) answers a review, publicly and once." })
  @Auth(Role.EXTERNAL_PROVIDER, Role.ADMIN)
  answerReview(@NodeIdArg('reviewId', 'Review') reviewId: string, @Arg('answer') answer: string, @Ctx() ctx: Context) {
    return reviews.answerReview(ctx, reviewId, answer);
  }
}

@Resolver(() => Booking)
export class BookingRatingsResolver {
  @Mutation(() => Booking, {
    description: "The service's provider (an admin for AYS services) rates a completed booking's customer, privately and once.",
  })
  @Auth(Role.EXTERNAL_PROVIDER, Role.ADMIN)
  rateCustomer(
    @NodeIdArg('bookingId', 'Booking') bookingId: string,
    @Arg('rating', () => Int) rating: number,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: Context,
  ) {
    return reviews.rateCustomer(ctx, bookingId, { rating, note });
  }

  @FieldResolver(() => CustomerRating, {
    nullable: true,
    description: "How the provider rated this booking's customer; never shown to customers.",
  })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  customerRating(@Root() booking: Booking, @Ctx() ctx: Context) {
    return reviews.customerRatingOf(ctx, booking.id);
  }
}

@Resolver(() => Service)
export class ServiceReviewsResolver {
  @FieldResolver(() => ReviewConnection, { description: 'Its reviews, newest first, with the answers.' })
  @Public()
  reviews(@Root() service: Service, @Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return reviews.listServiceReviews(ctx, service.id, args);
  }
}

@Resolver(() => User)
export class UserRatingsResolver {
  @FieldResolver(() => RatingSummary, { description: "An external provider's rating over all their services' reviews." })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  providerRating(@Root() user: User, @Ctx() ctx: Context) {
    return reviews.providerRatingFigures(ctx).load(user.id);
  }

  @FieldResolver(() => RatingSummary, { description: 'How providers rated this user as a customer: private, for admins only.' })
  @Auth(Role.ADMIN)
  customerRating(@Root() user: User, @Ctx() ctx: Context) {
    return reviews.customerRatingFigures(ctx).load(user.id);
  }
}
