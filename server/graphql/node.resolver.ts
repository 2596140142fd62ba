import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { EntityTarget } from 'typeorm';
import { Role } from '../lib/role.js';
import { Public } from './access.js';
import type { Context } from '../context.js';
import { fromGlobalId } from './global-id.js';
import { Node } from './node.js';

/** Fetches one object of a Node type by database id, or null when the viewer may not see it. */
export type NodeFetcher = (ctx: Context, id: string) => Promise<object | null>;

/** Records visible to the user they belong to (`owner` names the column of their id) and to admins. */
export function ownerOrAdminNode<K extends string>(entity: EntityTarget<{ id: string } & Record<K, string>>, owner: K): NodeFetcher {
  return async (ctx, id) => {
    const row = await ctx.loaders.byId(entity).load(id);
    return row && (ctx.user?.role === Role.ADMIN || ctx.user?.id === row[owner]) ? row : null;
  };
}

export function createNodeResolver(fetchers: Record<string, NodeFetcher>) {
  @Resolver()
  class NodeResolver {
    @Query(() => Node, { nullable: true, description: 'Any object by its global id, if the caller may see it.' })
    @Public()
    async node(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<object | null> {
      const parsed = fromGlobalId(id);
      // Own properties only: a type name such as "constructor" or "__proto__" must not reach Object.prototype.
      if (!parsed || !Object.hasOwn(fetchers, parsed.type)) return null;
      return fetchers[parsed.type](ctx, parsed.id);
    }
  }
  return NodeResolver;
}
