import DataLoader from 'dataloader';
import { In, type DataSource, type EntityTarget, type FindOptionsOrder, type ObjectLiteral } from 'typeorm';

/**
 * Per-request DataLoaders so that resolving a relation for a page of N rows costs one query, not N.
 * Loaders are created on first use and keyed by entity and column.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(private readonly db: DataSource) {}

  /** Loads rows of `entity` by primary key `id`; missing rows resolve to null. */
  byId<T extends ObjectLiteral & { id: string }>(entity: EntityTarget<T>): DataLoader<string, T | null> {
    return this.memo(
      `${this.name(entity)}#id`,
      () =>
        new DataLoader<string, T | null>(async (ids) => {
          const rows = await this.db.getRepository(entity).findBy({ id: In([...ids]) } as never);
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
    );
  }

  /** Tells the byId loader about rows already read (e.g. a list page), so their relations need no query. */
  prime<T extends ObjectLiteral & { id: string }>(entity: EntityTarget<T>, rows: T[]): T[] {
    const loader = this.byId(entity);
    for (const row of rows) loader.prime(row.id, row);
    return rows;
  }

  /** Loads all rows of `entity` whose `column` equals each key, in `order`. */
  manyBy<T extends ObjectLiteral>(entity: EntityTarget<T>, column: keyof T & string, order?: FindOptionsOrder<T>): DataLoader<string, T[]> {
    return this.memo(
      `${this.name(entity)}#${column}`,
      () =>
        new DataLoader<string, T[]>(async (keys) => {
          const rows = await this.db.getRepository(entity).find({ where: { [column]: In([...keys]) } as never, order });
          const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
          for (const row of rows) groups.get(row[column] as string)?.push(row);
          return keys.map((key) => groups.get(key)!);
        }),
    );
  }

  /** Loads the ids on the far side of a join table (e.g. service_areas) for each key. */
  joinIds(table: string, keyColumn: string, valueColumn: string): DataLoader<string, string[]> {
    return this.memo(
      `${table}#${keyColumn}`,
      () =>
        new DataLoader<string, string[]>(async (keys) => {
          const rows: Record<string, string>[] = await this.db.query(
            `SELECT "${keyColumn}" AS k, "${valueColumn}" AS v FROM "${table}" WHERE "${keyColumn}" = ANY($1)`,
            [[...keys]],
          );
          const groups = new Map<string, string[]>(keys.map((key) => [key, []]));
          for (const row of rows) groups.get(row.k)?.push(row.v);
          return keys.map((key) => groups.get(key)!);
        }),
    );
  }

  /** A loader over the caller's own batch function (e.g. an aggregate per key), kept per request under `name`. */
  batch<V>(name: string, load: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    return this.memo(name, () => new DataLoader<string, V>(load));
  }

  private name(entity: EntityTarget<unknown>): string {
    return this.db.getMetadata(entity).name;
  }

  private memo<L extends DataLoader<string, unknown>>(key: string, create: () => L): L {
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = create();
      this.loaders.set(key, loader);
    }
    return loader as L;
  }
}
