import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Role } from '../../lib/role.js';
import { InternalProvider } from './internal-provider.entity.js';

export const providerNodes: Record<string, NodeFetcher> = {
  InternalProvider: async (ctx, id) => (ctx.user?.role === Role.ADMIN ? ctx.loaders.byId(InternalProvider).load(id) : null),
};
