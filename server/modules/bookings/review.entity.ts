import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';

/** The customer's review when ending a booking: rating 1-5, optional text and image; public, with the provider's answer. */
@ObjectType({ implements: Node })
@Entity('booking_reviews')
export class Review implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  serviceId!: string;

  @Column('uuid', { nullable: true })
  packageId!: string | null;

  @Field(() => Int)
  @Column('int')
  rating!: number;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  review!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  imageUrl!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "The provider's public answer, given once; null until then." })
  @Column('text', { nullable: true })
  answer!: string | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  answeredAt!: Date | null;
}
