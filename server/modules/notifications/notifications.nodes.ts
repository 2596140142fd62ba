import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Role } from '../../lib/role.js';
import { SmsMessage } from './sms-message.entity.js';

/** Texts are the admins' only (their Texts screen). */
export const notificationNodes: Record<string, NodeFetcher> = {
  Text: async (ctx, id) => (ctx.user?.role === Role.ADMIN ? ctx.loaders.byId(SmsMessage).load(id) : null),
};
