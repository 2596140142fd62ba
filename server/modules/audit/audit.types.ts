import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';

@ObjectType({ description: 'One field an admin action changed. Values are JSON text (null when absent).' })
export class AuditFieldChange {
  @Field() field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType({ description: 'One admin action that changed money, people or listings. Never edited.' })
export class AuditTrailEntry {
  /** The row's uuid, for the connection's cursor only (entries are not nodes: nothing refers to one). */
  id!: string;
  @Field({ description: 'When the change committed.' }) createdAt!: Date;
  @Field(() => ID, { nullable: true, description: "The admin's user id; null when their account is gone." })
  adminId!: string | null;
  @Field({ description: 'The email the admin had when they acted.' }) adminEmail!: string;
  @Field({ description: 'snake_case verb, e.g. confirm, verify_payment, delete_account.' }) action!: string;
  @Field({ description: "The changed record's type, e.g. Booking, Refund, User." }) recordType!: string;
  @Field({ description: "The record's database key (settings: the row's number)." }) recordId!: string;
  @Field(() => [AuditFieldChange]) changes!: AuditFieldChange[];
  @Field({ description: 'The address the request came from.' }) clientIp!: string;
}

@ObjectType()
export class AuditTrailConnection extends connectionOf('AuditTrailEntry', AuditTrailEntry) {}

@ObjectType({ description: "An admin who appears in the trail, for the screen's filter." })
export class AuditTrailAdmin {
  @Field(() => ID) id!: string;
  @Field() email!: string;
}

@ObjectType({ description: 'The values the trail can be filtered by.' })
export class AuditTrailFilters {
  @Field(() => [String]) actions!: string[];
  @Field(() => [String]) recordTypes!: string[];
  @Field(() => [AuditTrailAdmin]) admins!: AuditTrailAdmin[];
}

@ArgsType()
export class AuditTrailArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true }) action?: string | null;
  @Field(() => String, { nullable: true }) recordType?: string | null;
  @Field(() => Date, { nullable: true, description: 'From this instant, inclusive.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Before this instant, exclusive.' }) to?: Date | null;
}
