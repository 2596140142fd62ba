import type { DataSource } from 'typeorm';
import { hit, resetHits } from '../../db/rate-limit.js';
import { tooManyRequests } from '../../graphql/errors.js';

/**
 * Password guessing and mass sign-ups are slowed per client address, never by locking an account for
 * everyone (OWASP): one address gets 10 sign-in attempts per email and `perIp` attempts in all every 15
 * minutes (a success gives the email's 10 back); the owner signing in from elsewhere is never refused.
 * Addresses are shared behind mobile carriers' NAT, hence the generous per-address defaults (config).
 */
export const ATTEMPTS_PER_EMAIL_AND_IP = 10;
const WINDOW_SECONDS = 15 * 60;
const SIGN_UP_WINDOW_SECONDS = 60 * 60;

type ThrottleLimits = { signInPerIp: number; signUpPerIp: number; resetPerIp: number };

/** Reset emails one address may be sent per hour, whoever asks: nobody's inbox can be flooded. */
export const RESETS_PER_EMAIL = 5;

const pairKey = (email: string, ip: string) => `sign-in:email-ip:${email}|${ip}`;

/** Counts a sign-in attempt before the password is checked; throws TOO_MANY_REQUESTS past a limit. */
export async function countSignInAttempt(db: DataSource, limits: ThrottleLimits, email: string, ip: string): Promise<void> {
  const fromIp = await hit(db, `sign-in:ip:${ip}`, { limit: limits.signInPerIp, seconds: WINDOW_SECONDS });
  if (!fromIp.allowed)
    throw tooManyRequests('Too many sign-in attempts from your network. Please wait {minutes} and try again.', fromIp.retryAfterSeconds);
  const forEmail = await hit(db, pairKey(email, ip), { limit: ATTEMPTS_PER_EMAIL_AND_IP, seconds: WINDOW_SECONDS });
  if (!forEmail.allowed)
    throw tooManyRequests('Too many failed sign-ins for this email. Please wait {minutes} and try again.', forEmail.retryAfterSeconds);
}

/** After a successful sign-in the email's attempts from that address start again. */
export async function clearSignInAttempts(db: DataSource, email: string, ip: string): Promise<void> {
  await resetHits(db, pairKey(email, ip));
}

/** Counts an account creation from one address; throws TOO_MANY_REQUESTS past the limit. */
export async function countSignUp(db: DataSource, limits: ThrottleLimits, ip: string): Promise<void> {
  const fromIp = await hit(db, `sign-up:ip:${ip}`, { limit: limits.signUpPerIp, seconds: SIGN_UP_WINDOW_SECONDS });
  if (!fromIp.allowed)
    throw tooManyRequests('Too many accounts were created from your network. Please try again in {minutes}.', fromIp.retryAfterSeconds);
}

/**
 * Counts a forgotten-password request per client address and per email (from any address), the same for
 * emails with and without an account; throws TOO_MANY_REQUESTS past a limit.
 */
export async function countPasswordResetRequest(db: DataSource, limits: ThrottleLimits, email: string, ip: string): Promise<void> {
  const fromIp = await hit(db, `password-reset:ip:${ip}`, { limit: limits.resetPerIp, seconds: SIGN_UP_WINDOW_SECONDS });
  if (!fromIp.allowed)
    throw tooManyRequests('Too many password reset requests from your network. Please try again in {minutes}.', fromIp.retryAfterSeconds);
  const forEmail = await hit(db, `password-reset:email:${email}`, { limit: RESETS_PER_EMAIL, seconds: SIGN_UP_WINDOW_SECONDS });
  if (!forEmail.allowed)
    throw tooManyRequests('Too many password reset requests for this email. Please try again in {minutes}.', forEmail.retryAfterSeconds);
}
