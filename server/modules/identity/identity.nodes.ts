import { registerEnumType } from 'type-graphql';
import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Owner, type OwnershipRules } from '../../graphql/ownership.js';
import { AdminInvite } from './admin-invite.entity.js';
import { Role } from '../../lib/role.js';
import { canViewUser, isSelf } from './user.policy.js';
import { User } from './user.entity.js';
import { AdminInviteStatus } from './admin-invite-rules.js';

// admin-invite-rules.ts stays free of GraphQL; the schema learns the name here.
registerEnumType(AdminInviteStatus, { name: 'AdminInviteStatus', description: 'Whether an invite code still works at /admin/signup.' });

export const identityNodes: Record<string, NodeFetcher> = {
  User: async (ctx, id) => {
    const user = await ctx.loaders.byId(User).load(id);
    return user && canViewUser(ctx.user, user) ? user : null;
  },
  AdminInvite: async (ctx, id) => (ctx.user?.role === Role.ADMIN ? ctx.loaders.byId(AdminInvite).load(id) : null),
};

export const identityOwners: OwnershipRules = {
  User: { [Owner.SELF]: (user: User, ctx) => isSelf(ctx.user, user) },
};
