import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { findVisibleService } from './catalogue.service.js';
import { Category } from './category.entity.js';
import { Package } from './package.entity.js';

export const catalogueNodes: Record<string, NodeFetcher> = {
  Service: (ctx, id) => findVisibleService(ctx, id),
  Category: (ctx, id) => ctx.loaders.byId(Category).load(id),
  Package: async (ctx, id) => {
    const pkg = await ctx.loaders.byId(Package).load(id);
    return pkg && (await findVisibleService(ctx, pkg.serviceId)) ? pkg : null;
  },
};
