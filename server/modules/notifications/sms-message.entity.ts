import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SmsKind } from './sms-rules.js';

export type SmsStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'rejected';

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

  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt!: Date;
}
