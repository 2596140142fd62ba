import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';

/**
 * One device (browser) that accepts push notifications for a user: the push service's address for it
 * and the keys its messages are encrypted to. A device is its endpoint: registering it again (another
 * user signing in on it, or the weekly refresh) moves or refreshes the same row.
 */
@ObjectType('PushDevice', { description: 'This browser, as registered for push notifications.' })
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  /** The session that registered the device: when it ends, so do the device's notifications (the row goes with it). */
  @Column('uuid')
  sessionId!: string;

  @Field(() => String, { description: "The push service's address for this device." })
  @Column('text')
  endpoint!: string;

  /** The device's P-256 public key (URL-safe base64): messages are encrypted to it. */
  @Column('text')
  p256dh!: string;

  /** The device's 16-byte authentication secret (URL-safe base64). */
  @Column('text')
  auth!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When the device last registered; it registers again after 7 days.' })
  @Column('timestamptz')
  refreshedAt!: Date;
}
