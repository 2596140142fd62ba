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
      const fetch = parsed && fetchers[parsed.type];
      return fetch ? fetch(ctx, parsed.id) : null;
    }
  }
  return NodeResolver;
}
