import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Package } from '../catalogue/package.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { ServiceFilter } from '../catalogue/service.inputs.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { validatePromoCode } from '../promotions/promo.service.js';
import { BookingAction } from './booking-action-rules.js';
import { BookingLogEntry } from './booking-log-entry.entity.js';
import { needsPayments, paymentLabel } from './payment-label-rules.js';
import * as actions from './booking-actions.service.js';
import { quoteBooking, createBooking } from './booking-create.service.js';
import { BookingOrder, BookingTab } from './booking-enum-rules.js';
import { STATE_LABEL, TAB_OF, TRANSITIONS, type BookingState, type Transition, type TransitionName } from './booking-machine.js';
import * as queries from './booking-queries.service.js';
import { Booking } from './booking.entity.js';
import {
  BookingQuote,
  CreateBookingInput,
  providerFilterOf,
  EndBookingInput,
  PaymentProofInput,
  PromoCodeCheck,
  RescheduleInput,
} from './booking.inputs.js';
import { balanceAfterDeposit } from './payment-amount.js';
import { BookingPayment } from './payment.entity.js';
import { RescheduleRequest } from './reschedule-request.entity.js';
import { Review } from './review.entity.js';

@ObjectType()
export class BookingConnection extends connectionOf('Booking', Booking) {}

const CUSTOMERS = [Role.CUSTOMER, Role.AFFILIATE];

@Resolver(() => Booking)
export class BookingResolver {
  @Query(() => Booking, { nullable: true, description: 'A booking of yours, of your service, or any for an admin; null otherwise.' })
  @Auth()
  booking(@NodeIdArg('id', 'Booking') id: string, @Ctx() ctx: Context) {
    return queries.findVisibleBooking(ctx, id);
  }

  @Query(() => BookingConnection, { description: '/requests: your bookings not yet confirmed, newest first.' })
  @Auth(...CUSTOMERS)
  myRequests(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return queries.listMyRequests(ctx, args);
  }

  @Query(() => BookingConnection, { description: '/my-bookings: your bookings in one tab (confirmed by default), newest first.' })
  @Auth(...CUSTOMERS)
  myBookings(
    @Args() args: ConnectionArgs,
    @Arg('tab', () => BookingTab, { defaultValue: BookingTab.CONFIRMED }) tab: BookingTab,
    @Ctx() ctx: Context,
  ) {
    return queries.listMyBookings(ctx, args, tab);
  }

  @Query(() => BookingConnection, {
    description: 'Admin bookings and requests: a tab, optionally a provider ("AYS" or a provider id) or a kind, in an order.',
  })
  @Auth(Role.ADMIN)
  adminBookings(
    @Args() args: ConnectionArgs,
    @Arg('tab', () => BookingTab) tab: BookingTab,
    @Arg('providerId', () => String, { nullable: true }) providerId: string | null,
    @Arg('filter', () => ServiceFilter, { defaultValue: ServiceFilter.ALL }) filter: ServiceFilter,
    @Arg('orderBy', () => BookingOrder, { defaultValue: BookingOrder.NEWEST_FIRST }) orderBy: BookingOrder,
    @Ctx() ctx: Context,
  ) {
    return queries.listAdminBookings(ctx, { ...args, tab, providerId: providerFilterOf(providerId), filter, orderBy });
  }

  @Query(() => BookingConnection, { description: 'Bookings of your own services in one tab.' })
  @Auth(Role.EXTERNAL_PROVIDER)
  providerBookings(@Args() args: ConnectionArgs, @Arg('tab', () => BookingTab) tab: BookingTab, @Ctx() ctx: Context) {
    return queries.listProviderBookings(ctx, args, tab);
  }

  @Query(() => PromoCodeCheck, { description: 'Whether a promo code can be used for a service (spec §4).' })
  @Auth()
  validatePromoCode(@Arg('codeName') codeName: string, @NodeIdArg('serviceId', 'Service') serviceId: string, @Ctx() ctx: Context) {
    return validatePromoCode(ctx, codeName, serviceId);
  }

  @Query(() => BookingQuote, { description: "The booking form's price breakdown for a package, with an optional promo code." })
  @Auth()
  bookingQuote(
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Arg('packageName') packageName: string,
    @Arg('promoCode', () => String, { nullable: true }) promoCode: string | null,
    @Ctx() ctx: Context,
  ) {
    return quoteBooking(ctx, serviceId, packageName, promoCode);
  }

  @Mutation(() => Booking, { description: 'Books a package; the server computes every amount. Status unconfirmed.' })
  @Auth(...CUSTOMERS)
  createBooking(@Arg('input') input: CreateBookingInput, @Ctx() ctx: Context) {
    const bookAgainId = input.bookAgainId?.trim() ? databaseIdOf(input.bookAgainId, 'Booking') : null;
    return createBooking(ctx, { ...input, serviceId: databaseIdOf(input.serviceId, 'Service'), bookAgainId });
  }

  @Mutation(() => Booking, { description: 'Confirm with proof of payment (multipart upload).' })
  @Auth(...CUSTOMERS)
  submitPaymentProof(@Arg('input') input: PaymentProofInput, @NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return actions.submitPaymentProof(ctx, bookingId, input);
  }

  @Mutation(() => Booking, { description: 'The customer cancels a request; reason defaults to "No reason provided".' })
  @Auth(...CUSTOMERS)
  cancelBookingRequest(
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @NodeIdArg('bookingId', 'Booking') bookingId: string,
    @Ctx() ctx: Context,
  ) {
    return actions.cancelRequest(ctx, bookingId, reason);
  }

  @Mutation(() => Booking, { description: 'The customer cancels a confirmed booking, with a reason.' })
  @Auth(...CUSTOMERS)
  cancelConfirmedBooking(
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @NodeIdArg('bookingId', 'Booking') bookingId: string,
    @Ctx() ctx: Context,
  ) {
    return actions.cancelConfirmedBooking(ctx, bookingId, reason);
  }

  @Mutation(() => Booking, { description: 'End Booking: review, payment method and amount paid.' })
  @Auth(...CUSTOMERS)
  endBooking(@Arg('input') input: EndBookingInput, @NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return actions.endBooking(ctx, bookingId, input);
  }

  @Mutation(() => Booking, { description: 'Asks to move the booking; an admin or the provider answers.' })
  @Auth(...CUSTOMERS)
  requestReschedule(@Arg('input') input: RescheduleInput, @NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return actions.requestReschedule(ctx, bookingId, input);
  }

  @Mutation(() => Booking, { description: 'Accept (the booking moves) or decline a reschedule request.' })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  answerRescheduleRequest(
    @Arg('accept') accept: boolean,
    @NodeIdArg('requestId', 'RescheduleRequest') requestId: string,
    @Ctx() ctx: Context,
  ) {
    return actions.answerReschedule(ctx, requestId, accept);
  }

  @Mutation(() => Booking)
  @Auth(Role.ADMIN)
  confirmBooking(@NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return actions.confirm(ctx, bookingId);
  }

  @Mutation(() => Booking)
  @Auth(Role.ADMIN)
  completeBooking(@NodeIdArg('bookingId', 'Booking') bookingId: string, @Ctx() ctx: Context) {
    return actions.markCompleted(ctx, bookingId);
  }

  @Mutation(() => Booking, { description: 'An admin cancels a request or a confirmed booking.' })
  @Auth(Role.ADMIN)
  cancelBooking(
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @NodeIdArg('bookingId', 'Booking') bookingId: string,
    @Ctx() ctx: Context,
  ) {
    return actions.cancelAsAdmin(ctx, bookingId, reason);
  }

  @FieldResolver(() => String, { description: 'The status as the spec words it, e.g. "Verifying, contact us for fast response".' })
  statusLabel(@Root() booking: Booking): string {
    return STATE_LABEL[booking.status];
  }

  @FieldResolver(() => String, {
    description: 'What the payment stands at, e.g. "Deposit sent, to verify" until the team or the network has checked it.',
  })
  async paymentLabel(@Root() booking: Booking, @Ctx() ctx: Context): Promise<string> {
    const payments = needsPayments(booking)
      ? await ctx.loaders.manyBy(BookingPayment, 'bookingId', { createdAt: 'ASC' }).load(booking.id)
      : [];
    return paymentLabel(booking, payments);
  }

  @FieldResolver(() => BookingTab, {
    description: 'The tab of the booking screens it is listed under: REQUESTS until confirmed or cancelled.',
  })
  tab(@Root() booking: Booking): BookingTab {
    return TAB_OF[booking.status];
  }

  @FieldResolver(() => [BookingAction], { description: 'What you may do next with this booking; screens show their buttons from it.' })
  @AuthOrOwner([Owner.CUSTOMER, Owner.PROVIDER], Role.ADMIN)
  allowedActions(@Root() booking: Booking, @Ctx() ctx: Context) {
    return queries.allowedActionsOf(ctx, booking);
  }

  @FieldResolver(() => MoneyScalar, { description: 'What remains after the deposit: full payment minus deposit.' })
  balanceAfterDeposit(@Root() booking: Booking): number {
    return balanceAfterDeposit(booking);
  }

  @FieldResolver(() => Service)
  async service(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Service).load(booking.serviceId);
  }

  @FieldResolver(() => String, { description: '"AYS" for internal services, "External" otherwise.' })
  async providerType(@Root() booking: Booking, @Ctx() ctx: Context): Promise<string> {
    const service = await ctx.loaders.byId(Service).load(booking.serviceId);
    return service?.providerUserId ? 'External' : 'AYS';
  }

  @FieldResolver(() => Package, { nullable: true, description: 'Null when the package was removed since.' })
  package(@Root() booking: Booking, @Ctx() ctx: Context) {
    return booking.packageId ? ctx.loaders.byId(Package).load(booking.packageId) : null;
  }

  @FieldResolver(() => User, { nullable: true })
  customer(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.byId(User).load(booking.customerId);
  }

  @FieldResolver(() => [BookingPayment], { description: 'Payments: proofs and mobile money payments a network confirmed, oldest first.' })
  payments(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(BookingPayment, 'bookingId', { createdAt: 'ASC' }).load(booking.id);
  }

  @FieldResolver(() => Review, { nullable: true })
  async review(@Root() booking: Booking, @Ctx() ctx: Context) {
    const [review] = await ctx.loaders.manyBy(Review, 'bookingId').load(booking.id);
    return review ?? null;
  }

  @FieldResolver(() => [RescheduleRequest], { description: 'Oldest first; at most one is pending.' })
  rescheduleRequests(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(RescheduleRequest, 'bookingId', { createdAt: 'ASC' }).load(booking.id);
  }

  @FieldResolver(() => [BookingLogEntry], { description: 'What happened to the booking, oldest first.' })
  actionLog(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(BookingLogEntry, 'bookingId', { createdAt: 'ASC' }).load(booking.id);
  }
}

/** A state stored in the log, in the words `statusLabel` uses (a state no longer known reads as stored). */
const stateLabelOf = (state: string) => STATE_LABEL[state as BookingState] ?? state;

@Resolver(() => BookingLogEntry)
export class BookingLogEntryResolver {
  @FieldResolver(() => String, {
    description: 'What happened, in words: the booking machine\'s title of the action ("Proof of payment sent").',
  })
  title(@Root() entry: BookingLogEntry): string {
    // An action no longer in the machine reads as stored.
    const transition: Transition | undefined = TRANSITIONS[entry.action as TransitionName];
    return transition?.title ?? entry.action;
  }

  @FieldResolver(() => String, { nullable: true, description: 'fromStatus as statusLabel reads it.' })
  fromStatusLabel(@Root() entry: BookingLogEntry): string | null {
    return entry.fromStatus ? stateLabelOf(entry.fromStatus) : null;
  }

  @FieldResolver(() => String, { description: 'toStatus as statusLabel reads it.' })
  toStatusLabel(@Root() entry: BookingLogEntry): string {
    return stateLabelOf(entry.toStatus);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of the person who acted, when known.' })
  async actorName(@Root() entry: BookingLogEntry, @Ctx() ctx: Context): Promise<string | null> {
    return entry.actorId ? ((await ctx.loaders.byId(User).load(entry.actorId))?.name ?? null) : null;
  }
}
