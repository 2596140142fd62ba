import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Area } from './area.entity.js';
import { City } from './city.entity.js';

export const locationNodes: Record<string, NodeFetcher> = {
  City: (ctx, id) => ctx.loaders.byId(City).load(id),
  Area: (ctx, id) => ctx.loaders.byId(Area).load(id),
};
