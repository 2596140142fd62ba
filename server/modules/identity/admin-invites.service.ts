import type { EntityManager } from 'typeorm';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { AdminInvite } from './admin-invite.entity.js';
import { codeHint } from './admin-invite-rules.js';
import { hashToken, newToken, sameSecret } from './tokens.js';

export const INVALID_INVITE = 'Invalid or expired invite code.';
const INVITE_DAYS = 7;

/** A new single-use code, valid 7 days. The code itself is returned this once; only its hash is kept. */
export async function createAdminInvite(ctx: Context): Promise<{ code: string; expiresAt: Date; invite: AdminInvite }> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const repository = ctx.db.getRepository(AdminInvite);
  const invite = await repository.save(
    repository.create({ codeHash: hashToken(code), codeHint: codeHint(code), createdById: ctx.user!.id, expiresAt }),
  );
  return { code, expiresAt, invite };
}

/** Every invite, newest first. */
export function listAdminInvites(ctx: Context, args: ConnectionArgs) {
  const query = ctx.db.getRepository(AdminInvite).createQueryBuilder('i');
  return paginate(query, args, { property: 'createdAt', column: 'created_at', descending: true });
}

/**
 * Revokes an unused invite so /admin/signup refuses it like an unknown code. Revoking twice changes
 * nothing; a used invite cannot be revoked (the account it made is deactivated instead).
 */
export async function revokeAdminInvite(ctx: Context, id: string): Promise<AdminInvite> {
  const repository = ctx.db.getRepository(AdminInvite);
  await repository
    .createQueryBuilder()
    .update()
    .set({ revokedAt: () => 'now()', revokedById: ctx.user!.id })
    .where('id = :id AND used_at IS NULL AND revoked_at IS NULL', { id })
    .execute();
  const invite = await repository.findOneBy({ id });
  if (!invite) throw notFound('Invite not found.');
  if (invite.usedAt) throw conflict('This invite was already used and cannot be revoked.');
  return invite;
}

/** The environment's bootstrap code works any number of times; codes made by admins work once, for 7 days, unless revoked. */
export async function redeemInvite(tx: EntityManager, ctx: Context, code: string, userId: string): Promise<void> {
  if (ctx.config.adminInviteCode && sameSecret(code, ctx.config.adminInviteCode)) return;
  const result = await tx
    .createQueryBuilder()
    .update(AdminInvite)
    .set({ usedAt: () => 'now()', usedById: userId })
    .where('code_hash = :hash AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()', { hash: hashToken(code) })
    .execute();
  if (!result.affected) throw badUserInput(INVALID_INVITE, { inviteCode: INVALID_INVITE });
}
