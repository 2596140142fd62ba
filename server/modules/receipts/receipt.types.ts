import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { ReceiptKind } from './receipt-rules.js';

registerEnumType(ReceiptKind, { name: 'ReceiptKind', description: 'A receipt of a payment, or of a refund.' });

/** Who issued a receipt: AYS's business details from /admin/settings, as they are when it is read. */
@ObjectType()
export class ReceiptIssuer {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'TPIN or registration number.' }) taxNumber!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

/** What a receipt says of the booking it belongs to: what was booked and what it costs in all. */
@ObjectType()
export class ReceiptBooking {
  @Field() reference!: string;
  @Field() serviceName!: string;
  @Field() packageName!: string;
  @Field({ description: 'YYYY-MM-DD, Africa/Lusaka.' }) date!: string;
  @Field({ description: 'HH:MM, Africa/Lusaka.' }) time!: string;
  @Field(() => MoneyScalar, { description: 'The price before any promo discount.' }) price!: number;
  @Field(() => MoneyScalar) discount!: number;
  @Field(() => String, { nullable: true }) promoCode!: string | null;
  @Field(() => MoneyScalar, { description: 'What the customer pays in all.' }) total!: number;
}

/** A receipt of one payment or one refund (issue 34), read by the booking's customer and admins. */
@ObjectType()
export class Receipt {
  @Field(() => ReceiptKind) kind!: ReceiptKind;
  @Field({ description: 'E.g. AYS-7K3F9QXM-P1: the booking reference, P (payment) or R (refund), and its place.' }) number!: string;
  @Field({ description: 'When the payment was made, or when the refund went back.' }) issuedAt!: Date;
  @Field({ description: 'What the money was for: "Deposit", "Balance", "Full payment", or the refund\'s reason.' }) description!: string;
  @Field(() => MoneyScalar) amount!: number;
  @Field({ description: 'How the money moved, e.g. "Airtel Money".' }) method!: string;
  @Field(() => String, { nullable: true, description: 'The transaction reference, where one was recorded.' }) reference!: string | null;
  @Field({ description: 'Who paid (or was paid back).' }) customerName!: string;
  @Field(() => ReceiptBooking) booking!: ReceiptBooking;
  @Field(() => ReceiptIssuer) issuer!: ReceiptIssuer;
}
