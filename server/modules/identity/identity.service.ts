import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import type { Context } from '../../graphql/context.js';
import { badUserInput, conflict, unauthenticated, type FieldMessages } from '../../graphql/errors.js';
import { idOfType } from '../../graphql/global-id.js';
import { summaryOf, validate } from '../../graphql/validate.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { AdminInvite } from './admin-invite.entity.js';
import type { AdminSignUpInput, ProfileInput, ProviderSignUpInput, SignUpInput } from './identity.inputs.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { Role } from './role.js';
import { endSession, startSession } from './session.service.js';
import { clearSignInAttempts, countSignInAttempt, countSignUp } from './sign-in-throttle.js';
import { adminSignUp, customerSignUp, profileRules, providerSignUp, signInCredentials } from './signup-rules.js';
import { hashToken, newToken, sameSecret } from './tokens.js';
import { User } from './user.entity.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists.';
const INVALID_INVITE = 'Invalid or expired invite code.';
const INVITE_DAYS = 7;

/** The city (and optional area of that city) a person chose, or the per-field messages explaining why not. */
export async function resolveHome(tx: EntityManager, input: { cityId: string; areaId?: string | null }): Promise<{ cityId: string; areaId: string | null }> {
  const fields: FieldMessages = {};
  const cityId = idOfType(input.cityId, 'City');
  const city = cityId ? await tx.findOneBy(City, { id: cityId, active: true }) : null;
  if (!city) fields.cityId = 'Choose a city.';
  let areaId: string | null = null;
  if (input.areaId) {
    areaId = idOfType(input.areaId, 'Area');
    const area = areaId && city ? await tx.findOneBy(Area, { id: areaId, cityId: city.id, active: true }) : null;
    if (!area && city) fields.areaId = 'Choose an area in the selected city.';
  }
  if (!city || Object.keys(fields).length > 0) throw badUserInput(summaryOf(fields), fields);
  return { cityId: city.id, areaId };
}

async function createAccount(ctx: Context, input: SignUpInput, account: Partial<User>, afterInsert?: (tx: EntityManager, user: User) => Promise<void>): Promise<User> {
  await countSignUp(ctx.db, ctx.config.throttle, ctx.clientIp);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const home = await resolveHome(tx, input);
      if (await tx.existsBy(User, { email: account.email })) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const user = await tx.save(tx.create(User, { ...account, ...home, gender: input.gender, passwordHash }));
      await afterInsert?.(tx, user);
      await startSession(tx, ctx.res, ctx.config, user.id, ctx.sessionId);
      return user;
    });
    ctx.user = user;
    return user;
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

export async function signUpCustomer(ctx: Context, input: SignUpInput): Promise<User> {
  const valid = validate(customerSignUp, input);
  return createAccount(ctx, input, { ...valid, role: Role.CUSTOMER });
}

export async function signUpProvider(ctx: Context, input: ProviderSignUpInput): Promise<User> {
  const valid = validate(providerSignUp, input);
  return createAccount(ctx, input, { ...valid, role: Role.EXTERNAL_PROVIDER, verified: false, isApproved: true });
}

export async function signUpAdmin(ctx: Context, input: AdminSignUpInput): Promise<User> {
  const { inviteCode, ...valid } = validate(adminSignUp, input);
  return createAccount(
    ctx, input,
    { ...valid, role: Role.ADMIN, verified: true, isApproved: true, verificationStatus: 'verified' },
    (tx, user) => redeemInvite(tx, ctx, inviteCode, user.id),
  );
}

/** The environment's bootstrap code works any number of times; codes made by admins work once, for 7 days. */
async function redeemInvite(tx: EntityManager, ctx: Context, code: string, userId: string): Promise<void> {
  if (ctx.config.adminInviteCode && sameSecret(code, ctx.config.adminInviteCode)) return;
  const result = await tx.createQueryBuilder().update(AdminInvite)
    .set({ usedAt: () => 'now()', usedById: userId })
    .where('code_hash = :hash AND used_at IS NULL AND expires_at > now()', { hash: hashToken(code) })
    .execute();
  if (!result.affected) throw badUserInput(INVALID_INVITE, { inviteCode: INVALID_INVITE });
}

export async function signIn(ctx: Context, rawEmail: string, rawPassword: string): Promise<User> {
  const { email: address, password } = validate(signInCredentials, { email: rawEmail, password: rawPassword });
  await countSignInAttempt(ctx.db, ctx.config.throttle, address, ctx.clientIp);
  const user = await ctx.db.getRepository(User).findOneBy({ email: address });
  // Unknown emails cost the same hash check as wrong passwords and get the same answer (and count the same).
  const matches = await verifyPassword(password, user?.passwordHash ?? await decoyHash());
  if (!user || !matches) throw unauthenticated(INVALID_CREDENTIALS);
  await clearSignInAttempts(ctx.db, address, ctx.clientIp);
  await ctx.db.transaction((tx) => startSession(tx, ctx.res, ctx.config, user.id, ctx.sessionId));
  // The rest of this request (the payload's fields) is answered for the newly signed-in user.
  ctx.user = user;
  return user;
}

export async function signOut(ctx: Context): Promise<boolean> {
  if (ctx.sessionId) await endSession(ctx.db, ctx.res, ctx.config, ctx.sessionId);
  return true;
}

export async function createAdminInvite(ctx: Context): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  await ctx.db.getRepository(AdminInvite).insert({ codeHash: hashToken(code), createdById: ctx.user!.id, expiresAt });
  return { code, expiresAt };
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
