import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';

/** A single-use code an admin hands to a new colleague for /admin/signup. Stored hashed; only admins read it. */
@ObjectType({ implements: Node, description: 'An admin invite. Its code is shown only once, when it is created.' })
@Entity('admin_invites')
export class AdminInvite implements Node {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  codeHash!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The last four characters of the code (null for invites made before hints were kept).',
  })
  @Column('text', { nullable: true })
  codeHint!: string | null;

  @Column('uuid', { nullable: true })
  createdById!: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field()
  @Column('timestamptz')
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  usedAt!: Date | null;

  @Column('uuid', { nullable: true })
  usedById!: string | null;

  @Field(() => Date, { nullable: true })
  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @Column('uuid', { nullable: true })
  revokedById!: string | null;
}
