import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner, Public } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Role } from '../../lib/role.js';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentNetwork } from '../bookings/booking.nodes.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { failureMessage } from './mobile-money-rules.js';
import { payByMobileMoney } from './mobile-money.service.js';
import { PayByMobileMoneyInput } from './mobile-money.inputs.js';
import { listRefusals } from './network-refusals.service.js';
import { PaymentNetworkRefusal } from './payment-network-refusal.entity.js';
import type { Network } from './payment-provider.js';

/** Paying a request by mobile money (issue 24). */
@Resolver(() => Booking)
export class MobileMoneyResolver {
  @Query(() => [PaymentNetwork], { description: 'The mobile money networks customers can pay with here; empty: proof of payment only.' })
  @Public()
  mobileMoneyNetworks(@Ctx() ctx: Context): Network[] {
    return ctx.networks.available;
  }

  @Query(() => [PaymentNetworkRefusal], {
    description:
      'Networks refusing our own credentials (401/403) since they last accepted a call: misconfigured, so their customers pay by proof until an admin fixes the keys.',
  })
  @Auth(Role.ADMIN)
  paymentNetworkRefusals(@Ctx() ctx: Context): Promise<PaymentNetworkRefusal[]> {
    return listRefusals(ctx.db);
  }

  @Mutation(() => MobileMoneyPayment, {
    description:
      "Asks the network to prompt the payer for an unconfirmed request's deposit or full amount. The answer is live: watch bookingChanged (MOBILE_MONEY, STATUS_CHANGED) and read the payment again.",
  })
  @Auth(Role.CUSTOMER, Role.AFFILIATE)
  payByMobileMoney(@NodeIdArg('bookingId', 'Booking') bookingId: string, @Arg('input') input: PayByMobileMoneyInput, @Ctx() ctx: Context) {
    return payByMobileMoney(ctx, bookingId, input);
  }

  @FieldResolver(() => [MobileMoneyPayment], { description: 'Every mobile money request made for this booking, oldest first.' })
  @AuthOrOwner([Owner.CUSTOMER], Role.ADMIN)
  mobileMoneyPayments(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(MobileMoneyPayment, 'bookingId', { createdAt: 'ASC' }).load(booking.id);
  }
}

@Resolver(() => MobileMoneyPayment)
export class MobileMoneyPaymentResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Why it did not go through, in words for the payer.' })
  failureMessage(@Root() payment: MobileMoneyPayment): string | null {
    return payment.failureReason ? failureMessage(payment.failureReason, payment.network) : null;
  }

  @FieldResolver(() => Booking)
  async booking(@Root() payment: MobileMoneyPayment, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Booking).load(payment.bookingId);
  }
}
