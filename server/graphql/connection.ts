import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badUserInput } from './errors.js';

@ObjectType()
export class PageInfo {
  @Field() hasNextPage!: boolean;
  @Field() hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: 'At most 100.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => Int, { nullable: true, description: 'At most 100.' }) last?: number | null;
  @Field(() => String, { nullable: true }) before?: string | null;
}

export type Edge<T> = { cursor: string; node: T };
export type Connection<T> = { edges: Edge<T>[]; pageInfo: PageInfo; totalCount: number };

/**
 * Declares the `<Name>Edge` type and a base for the connection type; extend it in a class named
 * `<Name>Connection` decorated with @ObjectType().
 */
export function connectionOf<T extends object>(name: string, nodeType: ClassType<T>) {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field() cursor!: string;
    @Field(() => nodeType) node!: T;
  }

  // Abstract and never referenced directly: only the named subclasses reach the schema.
  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType]) edges!: EdgeType[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
    @Field(() => Int) totalCount!: number;
  }
  return ConnectionType;
}

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

/** The keyset a list is ordered by: one sort column plus the primary key as tie-breaker. */
export type SortKey<T> = { property: keyof T & string; column: string; descending?: boolean };

/** Dates travel in cursors as ISO strings; sort columns of timestamps are kept at millisecond precision. */
function sortValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function encodeCursor(values: [unknown, string]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, argName: string): [unknown, string] {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === 2 && typeof values[1] === 'string') return values as [unknown, string];
  } catch {
    // fall through to the user-facing error
  }
  throw badUserInput(`Invalid cursor in "${argName}".`, { [argName]: 'Invalid cursor.' });
}

function pageSize(args: ConnectionArgs): { size: number; backward: boolean } {
  if (args.first != null && args.last != null) {
    throw badUserInput('Pass either "first" or "last", not both.', { last: 'Pass either "first" or "last", not both.' });
  }
  const argName = args.last != null ? 'last' : 'first';
  const size = args.last ?? args.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE) {
    throw badUserInput(`"${argName}" must be between 0 and ${MAX_PAGE}.`, { [argName]: `Must be between 0 and ${MAX_PAGE}.` });
  }
  return { size, backward: args.last != null };
}

/**
 * Keyset (never OFFSET) pagination over a filtered query. `alias` is the query builder's main alias.
 * Costs one page query, one count and, when a cursor is given, one existence check for the far side.
 */
export async function paginate<T extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<T>,
  args: ConnectionArgs,
  key: SortKey<T>,
): Promise<Connection<T>> {
  const { size, backward } = pageSize(args);
  const alias = query.alias;
  const tuple = `("${alias}"."${key.column}", "${alias}"."id")`;
  const after = args.after ? decodeCursor(args.after, 'after') : null;
  const before = args.before ? decodeCursor(args.before, 'before') : null;

  // "Later in the list" is a greater key ascending, a smaller one descending.
  const [later, earlier] = key.descending ? ['<', '>'] as const : ['>', '<'] as const;
  const page = query.clone();
  if (after) page.andWhere(`${tuple} ${later} (:afterValue, :afterId)`, { afterValue: after[0], afterId: after[1] });
  if (before) page.andWhere(`${tuple} ${earlier} (:beforeValue, :beforeId)`, { beforeValue: before[0], beforeId: before[1] });
  const direction = backward === !key.descending ? 'DESC' : 'ASC';
  page.orderBy(`${alias}.${key.property}`, direction).addOrderBy(`${alias}.id`, direction).limit(size + 1);

  const [rows, totalCount] = await Promise.all([page.getMany(), query.clone().getCount()]);
  const hasMore = rows.length > size;
  const nodes = rows.slice(0, size);
  if (backward) nodes.reverse();

  // The far side of a cursor holds rows exactly when the cursor's own row or anything beyond it still matches.
  const beyond = async (op: '<' | '>', cursor: [unknown, string]) =>
    query.clone().andWhere(`${tuple} ${op}= (:v, :i)`, { v: cursor[0], i: cursor[1] }).getExists();

  const edges = nodes.map((node) => ({ cursor: encodeCursor([sortValue(node[key.property]), node.id]), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: backward ? (before ? await beyond(later, before) : false) : hasMore,
      hasPreviousPage: backward ? hasMore : (after ? await beyond(earlier, after) : false),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
