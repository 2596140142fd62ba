import { parse as parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import type { SessionCookie } from '../context.js';

const SESSION_COOKIE = 'sid';

/** The session token the browser sent, if any (an HTTP request, or the upgrade request of a websocket). */
export function sessionTokenOf(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.cookie;
  return header ? (parseCookie(header)[SESSION_COOKIE] ?? null) : null;
}

/** Sets and clears the session cookie on this response: httpOnly, SameSite=Lax, Secure where configured. */
export function sessionCookieOf(res: Response, config: Config): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' } as const;
  return {
    set: (session) => res.cookie(SESSION_COOKIE, session.token, { ...options, expires: session.expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, options),
  };
}

/** For work done outside a request (a page rendered at start): there is no response to carry a cookie, and nothing there signs in or out. */
export const NO_SESSION_COOKIE: SessionCookie = {
  set: () => {
    throw new Error('no response to set the session cookie on');
  },
  clear: () => {
    throw new Error('no response to clear the session cookie on');
  },
};
