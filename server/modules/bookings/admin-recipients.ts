import type { EntityManager } from 'typeorm';
import { Role } from '../../lib/role.js';
import { AccountStatus } from '../identity/account-status.js';
import { User } from '../identity/user.entity.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';

/** Who receives the admins' booking emails: the addresses set on /admin/settings, or else every active admin account. */
export async function adminRecipients(tx: EntityManager): Promise<string[]> {
  const settings = await tx.findOneBy(PlatformSettings, { id: 1 });
  if (settings?.adminEmails.length) return settings.adminEmails;
  const admins = await tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select: { email: true } });
  return admins.map((admin) => admin.email);
}
