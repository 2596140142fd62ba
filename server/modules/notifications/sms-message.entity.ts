import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import type { SmsKind, SmsTemplate } from './sms-rules.js';

/**
 * queued -> sending -> sent -> delivered | failed; rejected (refused for good); unknown (the gateway may
 * have it: not sent again by itself); dismissed (an admin closed it).
 */
export type SmsStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'rejected' | 'unknown' | 'dismissed';

/** The same words for GraphQL (the admins' Texts screen). */
export enum TextStatus {
  QUEUED = 'queued',
  SENDING = 'sending',
  SENT = 'sent',
  DELIVERED = 'delivered',
  FAILED = 'failed',
  REJECTED = 'rejected',
  UNKNOWN = 'unknown',
  DISMISSED = 'dismissed',
}
registerEnumType(TextStatus, {
  name: 'TextStatus',
  description: 'Where a text is: UNKNOWN means it may have reached the gateway without our knowing; it is never sent again by itself.',
});

/** One SMS from the moment it is queued to its delivery report (migrations 1765000000000, 1766200000000); admins read them as texts. */
@ObjectType('Text', { implements: Node, description: 'A text (SMS) to one person, as the admins see it.' })
@Entity('sms_messages')
export class SmsMessage implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { nullable: true })
  userId!: string | null;

  @Column('uuid', { nullable: true })
  bookingId!: string | null;

  /** +260 and nine digits; the screen shows it masked. */
  @Column('text')
  toNumber!: string;

  @Field(() => String, { description: 'What the text is about: bookingConfirmed, appointmentReminder, newMessage...' })
  @Column('text')
  kind!: SmsKind;

  /** What it says, before it is rendered (the worker puts the short link in). */
  @Column('jsonb', { nullable: true })
  template!: SmsTemplate | null;

  @Column('text', { nullable: true })
  shortCode!: string | null;

  /** What was sent; null until it was. */
  @Field(() => String, { nullable: true, description: 'What was sent, once it was.' })
  @Column('text', { nullable: true })
  text!: string | null;

  /** When the retention job removed its words (issue 34); the delivery record stays. */
  @Column('timestamptz', { nullable: true })
  textErasedAt!: Date | null;

  @Column('text', { default: 'queued' })
  status!: SmsStatus;

  @Column('text', { nullable: true })
  gatewayMessageId!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed or was refused.' })
  @Column('text', { nullable: true })
  failureReason!: string | null;

  @Field(() => Int, { description: 'Sends tried (quiet-hours holds do not count).' })
  @Column('int', { default: 0 })
  tries!: number;

  /** Times sent again because the phone was off (AbsentSubscriber). */
  @Column('int', { default: 0 })
  absentRetries!: number;

  @Field(() => String, { nullable: true, description: 'What the gateway (or the worker) last said about it.' })
  @Column('text', { nullable: true })
  lastAnswer!: string | null;

  /** The admin who last sent it again or dismissed it, when, and which. */
  @Column('uuid', { nullable: true })
  handledBy!: string | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  handledAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'resent or dismissed: what the admin in handledBy last did.' })
  @Column('text', { nullable: true })
  handledAs!: 'resent' | 'dismissed' | null;

  @Field()
  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Field()
  @Column('timestamptz', { default: () => 'now()' })
  updatedAt!: Date;
}
