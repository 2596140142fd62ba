import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An email waiting to be sent, written in the same transaction as the change it reports. */
@Entity('outbox_messages')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  template!: string;

  @Column('text', { array: true })
  recipients!: string[];

  @Column('jsonb')
  params!: Record<string, string>;

  @Column('text', { default: 'pending' })
  status!: OutboxStatus;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column('text', { nullable: true })
  lastError!: string | null;

  @Column('uuid', { nullable: true })
  bookingId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;
}
