import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { RescheduleOutcome } from './booking-enum-rules.js';

/** A request to move a booking; admins or the owning provider accept (the booking moves) or decline it. */
@ObjectType({ implements: Node })
@Entity('reschedule_requests')
export class RescheduleRequest implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Field({ description: 'YYYY-MM-DD' })
  @Column('date')
  suggestedDate!: string;

  @Field(() => [String], { description: 'HH:MM, first choice first.' })
  @Column('text', { array: true })
  suggestedTimes!: string[];

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field()
  @Column('boolean', { default: true })
  isCustomerRequest!: boolean;

  @Field()
  @Column('boolean', { default: false })
  isAccepted!: boolean;

  @Field(() => RescheduleOutcome)
  @Column('text', { default: RescheduleOutcome.PENDING })
  outcome!: RescheduleOutcome;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  answeredAt!: Date | null;

  @Column('uuid', { nullable: true })
  answeredById!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
