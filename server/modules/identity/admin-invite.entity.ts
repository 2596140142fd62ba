import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single-use code an admin hands to a new colleague for /admin/signup. Stored hashed. */
@Entity('admin_invites')
export class AdminInvite {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  codeHash!: string;

  @Column('uuid', { nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  usedAt!: Date | null;

  @Column('uuid', { nullable: true })
  usedById!: string | null;
}
