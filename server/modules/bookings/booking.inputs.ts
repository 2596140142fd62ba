import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Role } from '../../lib/role.js';
import { INTERNAL_PROVIDER_ID } from '../catalogue/service-status.js';
import { PaymentMethod, PaymentType } from './booking-enum-rules.js';
import { Booking } from './booking.entity.js';

@InputType({ description: 'The booking form. Every amount is computed by the server.' })
export class CreateBookingInput {
  @Field(() => ID) serviceId!: string;
  @Field() packageName!: string;
  @Field({ description: 'YYYY-MM-DD in Africa/Lusaka, today or later.' }) date!: string;
  @Field({ description: 'HH:MM in Africa/Lusaka.' }) time!: string;
  @Field(() => String, { nullable: true }) customerNote?: string | null;
  @Field(() => String, { nullable: true }) promoCode?: string | null;
  @Field({ description: 'The customer accepted the deposit agreement; bookings are refused without it.' })
  depositAgreementAccepted!: boolean;
  @Field(() => String, { defaultValue: 'web' }) bookingChannel!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A UUID the client makes once per form submission; a repeat with the same key returns the same booking.',
  })
  idempotencyKey?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Book again: an earlier booking of yours whose team member is preferred for this one, when free.',
  })
  bookAgainId?: string | null;
}

@InputType({ description: 'Confirm with proof of payment.' })
export class PaymentProofInput {
  @Field(() => PaymentType) paymentType!: PaymentType;
  @Field() senderName!: string;
  @Field() transactionNumber!: string;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => GraphQLUpload, { description: 'An image or a PDF.' }) proof!: Promise<FileUpload>;
}

@InputType({ description: 'End Booking: the review, how the customer paid and how much.' })
export class EndBookingInput {
  @Field(() => Int, { description: '1 to 5.' }) rating!: number;
  @Field(() => String, { nullable: true }) review?: string | null;
  @Field(() => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => MoneyScalar) amountPaid!: number;
}

@InputType()
export class RescheduleInput {
  @Field({ description: 'YYYY-MM-DD, today or later.' }) date!: string;
  @Field({ description: 'HH:MM' }) time!: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@ObjectType({ description: 'What a promo code is worth for a service (spec §4).' })
export class PromoCodeCheck {
  @Field() isValid!: boolean;
  @Field(() => Int, { description: 'Percent off; 0 when not valid.' }) discount!: number;
  @Field(() => ID, { nullable: true, description: "The code's affiliate (their User id); for admins only." })
  @Auth(Role.ADMIN)
  affiliateId!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the code cannot be used.' }) message!: string | null;
}

@ObjectType({ description: 'The price breakdown the booking form shows, computed by the same rules as the booking.' })
export class BookingQuote {
  @Field(() => MoneyScalar) customerPrice!: number;
  @Field(() => MoneyScalar) discountAmount!: number;
  @Field(() => MoneyScalar) fullPaymentAmount!: number;
  @Field(() => MoneyScalar, { description: 'Due now to confirm the booking.' }) depositAmount!: number;
  @Field(() => MoneyScalar, { description: 'Due when the service is delivered.' }) balanceAfterDeposit!: number;
  @Field(() => PromoCodeCheck, { nullable: true }) promo!: PromoCodeCheck | null;
}

@ObjectType()
export class BookingPayload {
  @Field(() => Booking) booking!: Booking;
}

/** The admin lists' provider filter as the screens send it ("AYS" or a provider's global id), with the provider's database id. */
export function providerFilterOf(providerId: string | null): string | null {
  return providerId && providerId !== INTERNAL_PROVIDER_ID ? databaseIdOf(providerId, 'User') : providerId;
}
