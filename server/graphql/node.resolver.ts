import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Public } from './access.js';
import type { Context } from './context.js';
import { fromGlobalId } from './global-id.js';
import { Node } from './node.js';

/** Fetches one object of a Node type by database id, or null when the viewer may not see it. */
export type NodeFetcher = (ctx: Context, id: string) => Promise<object | null>;

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
