import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PasswordLinkPurpose } from './password-link-rules.js';

/** A single-use link to set a password, sent by email. Only the SHA-256 of its token is stored. */
@Entity('password_tokens')
export class PasswordToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  @Column('text')
  tokenHash!: string;

  @Column('text')
  purpose!: PasswordLinkPurpose;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  usedAt!: Date | null;
}
