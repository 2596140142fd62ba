import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** How the provider (an admin for AYS) found a booking's customer: private to them and the admins. */
@ObjectType()
@Entity('customer_ratings')
export class CustomerRating {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  customerId!: string;

  @Column('uuid', { nullable: true })
  ratedById!: string | null;

  @Field(() => Int)
  @Column('int')
  rating!: number;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
