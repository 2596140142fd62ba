import type { Context } from '../context.js';

/**
 * How a signed-in user can stand to a record, beside their role: the record is their own account, they
 * provide the service it is or belongs to, or they made the booking it is. Field rules name these in schema.graphql, e.g.
 * `phone: String @auth(requires: [ADMIN], orOwner: [PROVIDER])`.
 */
export enum Owner {
  SELF = 'SELF',
  PROVIDER = 'PROVIDER',
  CUSTOMER = 'CUSTOMER',
}

export const OWNER_DESCRIPTIONS: Record<Owner, string> = {
  [Owner.SELF]: "The record is the signed-in user's own account.",
  [Owner.PROVIDER]: 'The signed-in user is the external provider of the service (or of the booked service).',
  [Owner.CUSTOMER]: 'The signed-in user is the customer who made the booking.',
};

/** Decides one ownership relation for one record; `ctx.user` is always set when it is called. */
export type OwnerCheck = (source: never, ctx: Context & { user: NonNullable<Context['user']> }) => boolean | Promise<boolean>;

/** Per GraphQL type name, the relations a module knows how to decide for its records. */
export type OwnershipRules = Record<string, Partial<Record<Owner, OwnerCheck>>>;
