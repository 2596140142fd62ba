import type { EntityManager } from 'typeorm';
import { AccountStatus } from '../identity/account-status.js';
import { Role } from '../identity/role.js';
import { User } from '../identity/user.entity.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import type { Params, Template } from './templates.js';

/**
 * Queues an email in the caller's transaction: it is sent only if the change it reports commits, and
 * it survives restarts until the worker has delivered it.
 */
export async function enqueueEmail(tx: EntityManager, message: { template: Template; recipients: string[]; params: Params; bookingId?: string }): Promise<void> {
  const recipients = [...new Set(message.recipients.filter(Boolean))];
  if (recipients.length === 0) return;
  await tx.insert(OutboxMessage, { template: message.template, recipients, params: message.params, bookingId: message.bookingId ?? null });
}

/** The admins' addresses: those set on /admin/settings, or else every active admin account. */
export async function adminRecipients(tx: EntityManager): Promise<string[]> {
  const settings = await tx.findOneBy(PlatformSettings, { id: 1 });
  if (settings?.adminEmails.length) return settings.adminEmails;
  const admins = await tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select: { email: true } });
  return admins.map((admin) => admin.email);
}
