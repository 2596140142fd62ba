import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditChange } from './audit-rules.js';

/** One row of the append-only trail (the migration's triggers refuse UPDATE, DELETE and TRUNCATE). */
@Entity('audit_entries')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** No foreign key: the admin's account may go; adminEmail says who it was. */
  @Column('uuid', { nullable: true })
  adminId!: string | null;

  @Column('text')
  adminEmail!: string;

  @Column('text')
  action!: string;

  @Column('text')
  recordType!: string;

  @Column('text')
  recordId!: string;

  @Column('jsonb')
  change!: AuditChange;

  @Column('text')
  clientIp!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
