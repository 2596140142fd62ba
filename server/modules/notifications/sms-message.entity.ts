import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SmsKind } from './sms-rules.js';

/**
 * queued -> sending -> sent -> delivered | failed; rejected (refused for good); unknown (the gateway may
 * have it: not sent again by itself); dismissed (an admin closed it).
 */
export type SmsStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'rejected' | 'unknown' | 'dismissed';

/** One SMS from the moment it is queued to its delivery report (migration 1765000000000). */
@Entity('sms_messages')
export class SmsMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { nullable: true })
  userId!: string | null;

  @Column('uuid', { nullable: true })
  bookingId!: string | null;

  /** +260 and nine digits. */
  @Column('text')
  toNumber!: string;

  @Column('text')
  kind!: SmsKind;

  /** What was sent; null until it was. */
  @Column('text', { nullable: true })
  text!: string | null;

  @Column('text', { default: 'queued' })
  status!: SmsStatus;

  @Column('text', { nullable: true })
  gatewayMessageId!: string | null;

  @Column('text', { nullable: true })
  failureReason!: string | null;

  /** Sends tried (quiet-hours holds do not count). */
  @Column('int', { default: 0 })
  tries!: number;

  /** Times sent again because the phone was off (AbsentSubscriber). */
  @Column('int', { default: 0 })
  absentRetries!: number;

  /** What the gateway (or our worker) last said about it, for the admins' screen. */
  @Column('text', { nullable: true })
  lastAnswer!: string | null;

  /** The admin who last sent it again or dismissed it, when, and which. */
  @Column('uuid', { nullable: true })
  handledBy!: string | null;

  @Column('timestamptz', { nullable: true })
  handledAt!: Date | null;

  @Column('text', { nullable: true })
  handledAs!: 'resent' | 'dismissed' | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt!: Date;
}
