import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isCalendarDate } from '../lib/lusaka-time.js';
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

/**
 * What a list resolver returns. The figures that cost a statement of their own are computed only when the
 * operation selects them: GraphQL awaits a field's value only when it resolves that field.
 */
export type Connection<T> = {
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean | PromiseLike<boolean>;
    hasPreviousPage: boolean | PromiseLike<boolean>;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: PromiseLike<number>;
};

/** Counting stops here, so a count never walks a big table: beyond it the list is "10,000+". */
export const COUNT_LIMIT = 10_000;

/** A value computed on first `then` (once), so nothing runs for a field the operation did not select. */
function lazy<T>(compute: () => Promise<T>): PromiseLike<T> {
  let started: Promise<T> | undefined;
  return { then: (onFulfilled, onRejected) => (started ??= compute()).then(onFulfilled, onRejected) };
}

/** The number of rows a query matches, up to COUNT_LIMIT + 1. */
async function cappedCount<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<number> {
  const [sql, parameters] = query
    .clone()
    .select('1')
    .orderBy()
    .limit(COUNT_LIMIT + 1)
    .getQueryAndParameters();
  const [row] = await query.connection.query(`SELECT count(*)::int AS count FROM (${sql}) matching`, parameters);
  return row.count;
}

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
    @Field(() => Int, {
      description: `Counted up to ${COUNT_LIMIT.toLocaleString('en')}: a longer list answers ${(COUNT_LIMIT + 1).toLocaleString('en')}, which screens show as "${COUNT_LIMIT.toLocaleString('en')}+".`,
    })
    totalCount!: number;
  }
  return ConnectionType;
}

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

type SortColumn<T> = { property: keyof T & string; column: string };

/**
 * The keyset a list is ordered by: a sort column, optionally a second one (`then`, e.g. a booking's time
 * after its date), and the primary key as tie-breaker, all in one direction.
 */
export type SortKey<T> = SortColumn<T> & {
  descending?: boolean;
  then?: SortColumn<T>;
  /** A numeric SQL expression ordered before the columns, in the same direction (e.g. a search's distance). */
  leading?: string;
};

const sortColumns = <T>(key: SortKey<T>): SortColumn<T>[] => (key.then ? [key, key.then] : [key]);

/** Dates travel in cursors as ISO strings; sort columns of timestamps are kept at millisecond precision. */
function sortValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const INTEGER_TYPES = new Set<unknown>(['int', 'integer', Number]);
const TIMESTAMP_TYPES = new Set<unknown>(['timestamptz', 'timestamp', 'timestamp with time zone', 'timestamp without time zone', Date]);

/** Numeric values (a leading expression's, a numeric column's) travel as PostgreSQL prints numerics (exact, unlike a float). */
const NUMERIC = /^-?\d{1,15}(\.\d{1,10})?$/;

/** Whether a cursor's sort value has the type of the list's sort column, so PostgreSQL can compare it. */
function fitsSortColumn<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, property: string, value: unknown): boolean {
  const type = query.expressionMap.mainAlias?.metadata.findColumnWithPropertyName(property)?.type;
  if (TIMESTAMP_TYPES.has(type)) return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
  if (type === 'date') return typeof value === 'string' && isCalendarDate(value);
  if (INTEGER_TYPES.has(type)) return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;
  if (type === 'numeric') return typeof value === 'string' && NUMERIC.test(value);
  return typeof value === 'string' && !value.includes('\0');
}

/**
 * A cursor is [leading value (when the key has one), sort values..., id] as handed out with an edge.
 * Anything else (garbled, from another list or another order of the same list, or tampered with) is
 * BAD_USER_INPUT before it reaches the database.
 */
function decodeCursor<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, key: SortKey<T>, cursor: string, argName: string): unknown[] {
  const columns = sortColumns(key);
  const leading = key.leading ? 1 : 0;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  if (
    Array.isArray(values) &&
    values.length === leading + columns.length + 1 &&
    typeof values.at(-1) === 'string' &&
    UUID.test(values.at(-1)) &&
    (!leading || (typeof values[0] === 'string' && NUMERIC.test(values[0]))) &&
    columns.every((column, index) => fitsSortColumn(query, column.property, values[leading + index]))
  ) {
    return values;
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
 * Values read with each row of a page in the same statement (e.g. an aggregate of a child table):
 * `columns` maps an alias to an SQL expression over the main alias, `receive` gets each row's values.
 */
export type PageExtras<T> = {
  columns: Record<string, string>;
  receive: (node: T, values: Record<string, unknown>) => void;
};

/** Runs the page query; joins would make TypeORM split it in two, so extras are plain select expressions. */
async function pageRows<T extends ObjectLiteral>(page: SelectQueryBuilder<T>, extras: PageExtras<T> | undefined): Promise<T[]> {
  if (!extras) return page.getMany();
  for (const [alias, expression] of Object.entries(extras.columns)) page.addSelect(expression, alias);
  // Without joins, the raw rows and the entities correspond one to one, in order.
  const { entities, raw } = await page.getRawAndEntities();
  entities.forEach((node, index) => extras.receive(node, raw[index]));
  return entities;
}

/** The page's extras plus the key's leading expression, whose value each row's cursor carries. */
function withLeading<T>(key: SortKey<T>, extras: PageExtras<T> | undefined, leads: Map<T, unknown>): PageExtras<T> | undefined {
  if (!key.leading) return extras;
  return {
    columns: { ...extras?.columns, sort_leading: key.leading },
    receive: (node, values) => {
      leads.set(node, values.sort_leading);
      extras?.receive(node, values);
    },
  };
}

/** `(columns) op (values)` with the values as named parameters `${prefix}0`, `${prefix}1`, ... */
function keysetCondition(tuple: string, op: string, values: unknown[], prefix: string): [string, Record<string, unknown>] {
  const names = values.map((_, index) => `${prefix}${index}`);
  return [
    `${tuple} ${op} (${names.map((name) => `:${name}`).join(', ')})`,
    Object.fromEntries(names.map((name, index) => [name, values[index]])),
  ];
}

/**
 * Keyset (never OFFSET) pagination over a filtered query. `alias` is the query builder's main alias.
 * Costs one page query; the count and, when a cursor is given, the existence check for the far side cost
 * one more each, only when selected.
 */
export async function paginate<T extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<T>,
  args: ConnectionArgs,
  key: SortKey<T>,
  extras?: PageExtras<T>,
): Promise<Connection<T>> {
  const { size, backward } = pageSize(args);
  const alias = query.alias;
  const columns = sortColumns(key);
  // The tie-breaker is the row's key, whatever its column is called (a provider earning's is its booking_id).
  const main = query.expressionMap.mainAlias;
  const idColumn = (main?.hasMetadata && main.metadata.primaryColumns[0]?.databaseName) || 'id';
  const tuple = `(${[...(key.leading ? [key.leading] : []), ...columns.map((column) => `"${alias}"."${column.column}"`), `"${alias}"."${idColumn}"`].join(', ')})`;
  const after = args.after ? decodeCursor(query, key, args.after, 'after') : null;
  const before = args.before ? decodeCursor(query, key, args.before, 'before') : null;

  // "Later in the list" is a greater key ascending, a smaller one descending.
  const [later, earlier] = key.descending ? (['<', '>'] as const) : (['>', '<'] as const);
  const page = query.clone();
  if (after) page.andWhere(...keysetCondition(tuple, later, after, 'after'));
  if (before) page.andWhere(...keysetCondition(tuple, earlier, before, 'before'));
  const direction = backward === !key.descending ? 'DESC' : 'ASC';
  page.orderBy();
  if (key.leading) page.addOrderBy(key.leading, direction);
  for (const column of columns) page.addOrderBy(`${alias}.${column.property}`, direction);
  page.addOrderBy(`${alias}.id`, direction).limit(size + 1);

  const leads = new Map<T, unknown>();
  const rows = await pageRows(page, withLeading(key, extras, leads));
  const hasMore = rows.length > size;
  const nodes = rows.slice(0, size);
  if (backward) nodes.reverse();

  // The far side of a cursor holds rows exactly when the cursor's own row or anything beyond it still matches.
  const beyond = (op: '<' | '>', cursor: unknown[]) =>
    lazy(() =>
      query
        .clone()
        .andWhere(...keysetCondition(tuple, `${op}=`, cursor, 'far'))
        .getExists(),
    );

  const cursorValues = (node: T) => [
    ...(key.leading ? [leads.get(node)] : []),
    ...columns.map((column) => sortValue(node[column.property])),
    node.id,
  ];
  const edges = nodes.map((node) => ({ cursor: encodeCursor(cursorValues(node)), node }));
  return {
    edges,
    totalCount: lazy(() => cappedCount(query)),
    pageInfo: {
      hasNextPage: backward ? (before ? beyond(later, before) : false) : hasMore,
      hasPreviousPage: backward ? hasMore : after ? beyond(earlier, after) : false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
