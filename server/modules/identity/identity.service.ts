import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, forbidden, unauthenticated, type FieldMessages } from '../../graphql/errors.js';
import { summaryOf, validate } from '../../graphql/validate.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { DEACTIVATED_MESSAGE, isActiveAccount } from './account-status.js';
import { redeemInvite } from './admin-invites.service.js';
import type { AdminSignUpInput, ProfileInput, ProviderSignUpInput, SignUpInput } from './identity.inputs.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { Role } from '../../lib/role.js';
import { upgradePasswordHash } from './passwords.service.js';
import { endSession, startSession, type SignedIn } from './session.service.js';
import { clearSignInAttempts, countSignInAttempt, countSignUp } from './sign-in-throttle.service.js';
import { adminSignUp, customerSignUp, profileRules, providerSignUp, signInCredentials } from './signup.validation.js';
import { User } from './user.entity.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/**
 * The city (and optional area of that city) a person chose, by database id, or the per-field messages
 * explaining why not. No city chosen (blank) is a city that is not there.
 */
export async function resolveHome(
  tx: EntityManager,
  input: { cityId: string; areaId?: string | null },
): Promise<{ cityId: string; areaId: string | null }> {
  const fields: FieldMessages = {};
  const city = input.cityId.trim() ? await tx.findOneBy(City, { id: input.cityId, active: true }) : null;
  if (!city) fields.cityId = 'Choose a city.';
  let areaId: string | null = null;
  if (input.areaId) {
    areaId = input.areaId;
    const area = city ? await tx.findOneBy(Area, { id: areaId, cityId: city.id, active: true }) : null;
    if (!area && city) fields.areaId = 'Choose an area in the selected city.';
  }
  if (!city || Object.keys(fields).length > 0) throw badUserInput(summaryOf(fields), fields);
  return { cityId: city.id, areaId };
}

async function createAccount(
  ctx: Context,
  input: SignUpInput,
  account: Partial<User>,
  afterInsert?: (tx: EntityManager, user: User) => Promise<void>,
): Promise<SignedIn> {
  await countSignUp(ctx.db, ctx.config.throttle, ctx.clientIp);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const home = await resolveHome(tx, input);
      if (await tx.existsBy(User, { email: account.email })) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const user = await tx.save(tx.create(User, { ...account, ...home, gender: input.gender, passwordHash }));
      await afterInsert?.(tx, user);
      return { user, session: await startSession(tx, ctx.config, user.id, ctx.sessionId) };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

export async function signUpCustomer(ctx: Context, input: SignUpInput): Promise<SignedIn> {
  const valid = validate(customerSignUp, input);
  return createAccount(ctx, input, { ...valid, role: Role.CUSTOMER });
}

export async function signUpProvider(ctx: Context, input: ProviderSignUpInput): Promise<SignedIn> {
  const valid = validate(providerSignUp, input);
  return createAccount(ctx, input, { ...valid, role: Role.EXTERNAL_PROVIDER, verified: false, isApproved: true });
}

export async function signUpAdmin(ctx: Context, input: AdminSignUpInput): Promise<SignedIn> {
  const { inviteCode, ...valid } = validate(adminSignUp, input);
  return createAccount(
    ctx,
    input,
    { ...valid, role: Role.ADMIN, verified: true, isApproved: true, verificationStatus: 'verified' },
    (tx, user) => redeemInvite(tx, ctx, inviteCode, user.id),
  );
}

export async function signIn(ctx: Context, rawEmail: string, rawPassword: string): Promise<SignedIn> {
  const { email: address, password } = validate(signInCredentials, { email: rawEmail, password: rawPassword });
  await countSignInAttempt(ctx.db, ctx.config.throttle, address, ctx.clientIp);
  const user = await ctx.db.getRepository(User).findOneBy({ email: address });
  // Unknown emails cost the same hash check as wrong passwords and get the same answer (and count the same).
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) throw unauthenticated(INVALID_CREDENTIALS);
  // Said only to whoever knows the password: anyone else learns nothing about the account.
  if (!isActiveAccount(user)) throw forbidden(DEACTIVATED_MESSAGE);
  await clearSignInAttempts(ctx.db, address, ctx.clientIp);
  await upgradePasswordHash(ctx.db, user, password);
  const session = await ctx.db.transaction((tx) => startSession(tx, ctx.config, user.id, ctx.sessionId));
  return { user, session };
}

export async function signOut(ctx: Context): Promise<void> {
  if (ctx.sessionId) await endSession(ctx.db, ctx.sessionId);
}

/** Saves the signed-in person's own profile; role, email, verified and approved are not theirs to change. */
export async function updateProfile(ctx: Context, input: ProfileInput): Promise<User> {
  const me = ctx.user!;
  const valid = validate(profileRules(me.role), input);
  return ctx.db.transaction(async (tx) => {
    const home = await resolveHome(tx, input);
    const saved = await tx.save(User, { ...me, ...valid, ...home });
    ctx.user = saved;
    return saved;
  });
}
