import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Owner, type OwnershipRules } from '../../graphql/ownership.js';
import { canViewUser, isSelf } from './user.policy.js';
import { User } from './user.entity.js';

export const identityNodes: Record<string, NodeFetcher> = {
  User: async (ctx, id) => {
    const user = await ctx.loaders.byId(User).load(id);
    return user && canViewUser(ctx.user, user) ? user : null;
  },
};

export const identityOwners: OwnershipRules = {
  User: { [Owner.SELF]: (user: User, ctx) => isSelf(ctx.user, user) },
};
