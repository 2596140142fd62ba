import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One line of a booking's action log: who did what, when, from which state to which. Named as the schema
 * names it; BookingAction is what a viewer may do next (booking-action-rules.ts). The table keeps its
 * first name, booking_actions.
 */
@ObjectType()
@Entity('booking_actions')
export class BookingLogEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Field()
  @Column('text')
  action!: string;

  @Column('uuid', { nullable: true })
  actorId!: string | null;

  @Field({ description: 'customer, provider, admin or system' })
  @Column('text')
  actorRole!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  fromStatus!: string | null;

  @Field()
  @Column('text')
  toStatus!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field()
  @Column('timestamptz', { default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
