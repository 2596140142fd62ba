import type { EntityManager } from 'typeorm';
import { Role } from '../../lib/role.js';
import { AccountStatus } from '../identity/account-status.js';
import { User } from '../identity/user.entity.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';

function activeAdmins(tx: EntityManager): Promise<Pick<User, 'id' | 'email'>[]> {
  return tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select: { id: true, email: true } });
}

/** Who receives the admins' booking emails: the addresses set on /admin/settings, or else every active admin account. */
export async function adminRecipients(tx: EntityManager): Promise<string[]> {
  const settings = await tx.findOneBy(PlatformSettings, { id: 1 });
  if (settings?.adminEmails.length) return settings.adminEmails;
  return (await activeAdmins(tx)).map((admin) => admin.email);
}

/** The admins told of new work by push: every active admin account (each chooses its devices on /admin/settings). */
export async function activeAdminIds(tx: EntityManager): Promise<string[]> {
  return (await activeAdmins(tx)).map((admin) => admin.id);
}
