import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { Booking } from './booking.entity.js';
import { Refund } from './refund.entity.js';
import { RefundPaidInput } from './refund.inputs.js';
import { listRefundsToPay, settleRefundByHand } from './refunds.service.js';

@ObjectType()
export class RefundConnection extends connectionOf('Refund', Refund) {}

/** Money owed back to customers (issue 24). */
@Resolver(() => Booking)
export class BookingRefundsResolver {
  @FieldResolver(() => [Refund], { description: "What is owed back of this booking's payments, and where each refund stands." })
  @AuthOrOwner([Owner.CUSTOMER], Role.ADMIN)
  refunds(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(Refund, 'bookingId', { createdAt: 'ASC' }).load(booking.id);
  }
}

@Resolver(() => Refund)
export class RefundResolver {
  @Query(() => RefundConnection, { description: 'Refunds to pay by hand: due, or failed at the network; oldest first.' })
  @Auth(Role.ADMIN)
  refundsToPay(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return listRefundsToPay(ctx, args);
  }

  @Mutation(() => Refund, { description: 'Records a refund an admin sent by hand.' })
  @Auth(Role.ADMIN)
  markRefundPaid(@NodeIdArg('refundId', 'Refund') refundId: string, @Arg('input') input: RefundPaidInput, @Ctx() ctx: Context) {
    return settleRefundByHand(ctx, refundId, input);
  }

  @Mutation(() => Refund, { description: 'Records that no money arrived for the payment, so nothing is owed back.' })
  @Auth(Role.ADMIN)
  markRefundNotOwed(@NodeIdArg('refundId', 'Refund') refundId: string, @Ctx() ctx: Context) {
    return settleRefundByHand(ctx, refundId, null);
  }

  @FieldResolver(() => Booking)
  async booking(@Root() refund: Refund, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Booking).load(refund.bookingId);
  }
}
