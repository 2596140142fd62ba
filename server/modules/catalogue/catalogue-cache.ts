import type { Context } from '../../context.js';

/** Distinct pages kept at most (cursors make keys unbounded); the oldest go first. */
const MAX_ENTRIES = 500;

/**
 * Public catalogue reads (services, categories, and the cities and areas they are in) shared between
 * requests of one server process, for as long as the catalogue's version (raised at the commit of any
 * change to them, migrations 1764300000001 and 1764500000060) stays the same. A request
 * reads the version once, so it sees what was committed before it started, as without the cache.
 * What is kept is shared: readers must not change it.
 */
export class CatalogueCache {
  private version = 0n;
  private readonly entries = new Map<string, Promise<unknown>>();

  async read<T>(ctx: Context, key: string, load: () => Promise<T>): Promise<T> {
    const version = await versionSeenBy(ctx);
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
    // A request that started before a newer version was seen reads for itself, keeping nothing.
    if (version < this.version) return load();
    const kept = this.entries.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return loading;
  }
}

/** The catalogue version, read once per request. */
function versionSeenBy(ctx: Context): Promise<bigint> {
  return ctx.loaders
    .batch('catalogue#version', async (keys) => {
      const [row]: { version: string }[] = await ctx.db.query('SELECT version FROM catalogue_version');
      return keys.map(() => BigInt(row.version));
    })
    .load('current');
}
