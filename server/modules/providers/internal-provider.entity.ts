import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Node } from '../../graphql/node.js';
import { DEFAULT_WEEK, type WeeklyHours } from '../../lib/weekly-hours.js';
import { TeamMember } from './team-member.types.js';

/** A member of the internal team who delivers AYS services (the spec's "internal service provider"). */
@ObjectType({ implements: [Node, TeamMember] })
@Entity('internal_providers')
export class InternalProvider implements Node, TeamMember {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Int, { description: 'Changes with every edit; an edit sends the version it started from (a stale one is a CONFLICT).' })
  @Column('int', { default: 1 })
  version!: number;

  @Field()
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  email!: string | null;

  @Field()
  @Column('text')
  phone!: string;

  @Column('uuid')
  cityId!: string;

  @Field({ description: 'NRC or other national ID number.' })
  @Column('text')
  nrc!: string;

  @Field({ description: 'Only active team members are given jobs.' })
  @Column('boolean', { default: true })
  active!: boolean;

  /** The weekly plan (server/lib/weekly-hours.ts). */
  @Column('jsonb', { default: () => `'${JSON.stringify(DEFAULT_WEEK)}'` })
  workingHours!: WeeklyHours;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
