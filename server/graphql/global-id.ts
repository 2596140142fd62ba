/** Opaque Relay ids: base64url("Type:uuid"). Clients must not build or parse them. */
export function toGlobalId(type: string, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Returns null for anything that is not a well-formed id, so callers can answer NOT_FOUND or BAD_USER_INPUT. */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const type = decoded.slice(0, colon);
  const id = decoded.slice(colon + 1);
  return UUID.test(id) ? { type, id } : null;
}

/** The database id behind a global id of the expected type, or null. */
export function idOfType(globalId: string, type: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === type ? parsed.id : null;
}

/** For ids inside inputs: the database id, or null when the id is not one of `type`. */
export function idsOfType(globalIds: readonly string[], type: string): string[] | null {
  const ids = globalIds.map((id) => idOfType(id, type));
  return ids.every((id): id is string => id !== null) ? ids : null;
}
