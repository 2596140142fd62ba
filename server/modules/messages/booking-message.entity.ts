import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';

/** How the author of a message stood to its booking when they wrote it. */
export enum MessageAuthorRole {
  CUSTOMER = 'customer',
  PROVIDER = 'provider',
  ADMIN = 'admin',
}

registerEnumType(MessageAuthorRole, {
  name: 'MessageAuthorRole',
  valuesConfig: {
    CUSTOMER: { description: 'The customer who made the booking.' },
    PROVIDER: { description: 'The external provider of the booked service.' },
    ADMIN: { description: 'The AYS team: the provider of internal services, and support for all.' },
  },
});

/** One message of a booking's thread (issue 25): seen by the booking's customer, its provider and admins. */
@ObjectType({
  implements: Node,
  description: "A message on a booking's thread. Authors are shown by name and role, never by phone number.",
})
@Entity('booking_messages')
export class BookingMessage implements Node {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  authorId!: string;

  @Field(() => MessageAuthorRole)
  @Column('text')
  authorRole!: MessageAuthorRole;

  @Field({ description: 'Up to 2,000 characters; empty when the message is a photo alone.' })
  @Column('text')
  body!: string;

  @Field(() => String, { nullable: true, description: "A private file: only the booking's people and admins can download it." })
  @Column('text', { nullable: true })
  photoUrl!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the photo was removed: kept only for the days the admins set after the booking ended.',
  })
  @Column('timestamptz', { nullable: true })
  photoErasedAt!: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** When one person last read one booking's thread. */
@Entity('booking_thread_reads')
export class BookingThreadRead {
  @PrimaryColumn('uuid')
  userId!: string;

  @PrimaryColumn('uuid')
  bookingId!: string;

  @Column('timestamptz')
  lastReadAt!: Date;
}
