/** The object types with global ids (`implements Node`); a misspelt type is a compile error. */
export type NodeType =
  | 'AdminInvite'
  | 'AffiliateCommission'
  | 'AffiliatePayout'
  | 'Area'
  | 'Booking'
  | 'BookingPayment'
  | 'BookingSeries'
  | 'Category'
  | 'City'
  | 'InternalProvider'
  | 'MobileMoneyPayment'
  | 'Package'
  | 'PromoCode'
  | 'ProviderEarning'
  | 'ProviderPayout'
  | 'Refund'
  | 'BookingMessage'
  | 'RescheduleRequest'
  | 'Review'
  | 'Service'
  | 'Text'
  | 'User';

/** Opaque Relay ids: base64url("Type:uuid"). Clients must not build or parse them. */
export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Returns null for anything that is not a well-formed id (the `node` query dispatches on its type). */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const type = decoded.slice(0, colon);
  const id = decoded.slice(colon + 1);
  return UUID.test(id) ? { type, id } : null;
}

/**
 * The id of no row: every table's ids are random (version 4) UUIDs, which the nil UUID never is.
 * An id that is malformed or names an object of another type decodes to it.
 */
export const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The one policy for global ids from clients: an id that is malformed or of another type names nothing,
 * so it takes the path of an id whose row was deleted. A query answers null, a mutation NOT_FOUND, a
 * reference in a form the field's own message ("Choose a city."), a filter an empty list. No caller
 * checks the id's shape; each already has to handle a row that is not there.
 */
export function databaseIdOf(globalId: string, type: NodeType): string {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === type ? parsed.id : NO_ROW_ID;
}

type IdFields<T> = { [K in keyof T]?: T[K] extends string | string[] | null | undefined ? NodeType : never };

/**
 * `input` with the global ids in `fields` (one id or a list of them) decoded by `databaseIdOf`, for a
 * resolver to hand to a service: services take database ids. A blank or absent id is left as it is, so the
 * service's rules still say that a required one is missing.
 */
export function withDatabaseIds<T extends object>(input: T, fields: IdFields<T>): T {
  const decoded: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [field, type] of Object.entries(fields) as [string, NodeType][]) {
    const value = decoded[field];
    if (Array.isArray(value)) decoded[field] = value.map((id: string) => databaseIdOf(id, type));
    else if (typeof value === 'string' && value.trim()) decoded[field] = databaseIdOf(value, type);
  }
  return decoded as T;
}
