import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import type { SeriesRepeat } from './series-rules.js';

/** The repeats of series-rules.ts, as an enum of the schema. */
export const SeriesRepeatEnum: Record<SeriesRepeat, SeriesRepeat> = {
  WEEKLY: 'WEEKLY',
  EVERY_2_WEEKS: 'EVERY_2_WEEKS',
  MONTHLY: 'MONTHLY',
};
registerEnumType(SeriesRepeatEnum, {
  name: 'SeriesRepeat',
  valuesConfig: {
    WEEKLY: { description: 'Every 7 days.' },
    EVERY_2_WEEKS: { description: 'Every 14 days.' },
    MONTHLY: { description: "On the first visit's day number, or the last day of a shorter month." },
  },
});

/** A recurring series (issue 33): what was asked for; each visit is a booking carrying `seriesId` and `seriesIndex`. */
@ObjectType({ implements: Node, description: 'Visits of one package booked to repeat; each visit is a booking of its own.' })
@Entity('booking_series')
export class BookingSeries implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  customerId!: string;

  @Column('uuid')
  serviceId!: string;

  @Field()
  @Column('text')
  packageName!: string;

  @Field(() => SeriesRepeatEnum)
  @Column('text')
  repeat!: SeriesRepeat;

  @Field(() => Int, { description: 'How many visits were booked, the first included.' })
  @Column('int', { name: 'visits' })
  visitCount!: number;

  /** The promo code the series used once for all its visits (docs/decisions.md). */
  @Column('uuid', { nullable: true })
  promoCodeId!: string | null;

  /** The customer's key for the form submission that made the series. */
  @Column('text', { nullable: true })
  idempotencyKey!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the series was ended; its later open visits were cancelled then.' })
  @Column('timestamptz', { nullable: true })
  endedAt!: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
