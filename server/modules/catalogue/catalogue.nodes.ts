import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Owner, type OwnershipRules } from '../../graphql/ownership.js';
import { findVisibleService } from './catalogue.service.js';
import { Category } from './category.entity.js';
import { Package } from './package.entity.js';
import type { Service } from './service.entity.js';
import { isOwnService } from './service.policy.js';

export const catalogueNodes: Record<string, NodeFetcher> = {
  Service: (ctx, id) => findVisibleService(ctx, id),
  Category: (ctx, id) => ctx.loaders.byId(Category).load(id),
  Package: async (ctx, id) => {
    const pkg = await ctx.loaders.byId(Package).load(id);
    return pkg && (await findVisibleService(ctx, pkg.serviceId)) ? pkg : null;
  },
};

export const catalogueOwners: OwnershipRules = {
  Service: { [Owner.PROVIDER]: (service: Service, ctx) => isOwnService(ctx.user, service) },
};
