import type { RequestContext } from '../../context.js';
import type { AuthPayload } from './identity.inputs.js';
import type { SignedIn } from './session.service.js';

/**
 * Hands a new session to the browser and answers the rest of this request (the payload's fields) for
 * the person who just signed in.
 */
export function signedInPayload(ctx: RequestContext, { user, session }: SignedIn): AuthPayload {
  ctx.sessionCookie.set(session);
  ctx.user = user;
  return { user };
}
