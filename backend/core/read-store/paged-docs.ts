import type { Doc } from './read-store.js';

/** What the embedded store's collections need of their documents: a Map's subset. */
export interface DocMap<T extends Doc> {
  get(id: string): T | undefined;
  has(id: string): boolean;
  set(id: string, doc: T): unknown;
  delete(id: string): boolean;
  values(): IterableIterator<T>;
  keys(): IterableIterator<string>;
  readonly size: number;
}

/** Where a collection's documents are kept between starts (the writer's read-model file). */
export interface DocPages {
  read(collection: string, id: string): Doc | undefined;
  /** The collection's documents in the order they were first written. */
  readAll(collection: string): Iterable<Doc>;
}

/**
 * One collection's documents for the embedded store that writes the read-model file. A collection is
 * loaded only when a query must scan it (a filter on anything but `_id`, a count, an aggregation); until
 * then, and for collections only ever read by `_id` (ledger rows, sessions, sources), documents are read
 * from the file one at a time and the store keeps only the recently used ones in memory (`evict`). So a
 * start loads nothing, and memory holds what the site's queries scan plus a working set, not the history.
 *
 * Between two persists, memory is ahead of the file: written documents stay in memory until persisted
 * (`fresh`: never evicted), `gone` holds those deleted meanwhile, and after a drop (`void`) the file's
 * rows no longer count.
 */
export class PagedDocs<T extends Doc> implements DocMap<T> {
  private mem = new Map<string, T>();
  private whole: boolean;
  private scanned = false;
  private void = false;
  private readonly gone = new Set<string>();
  private readonly fresh = new Set<string>();
  /** Paged: the documents in memory that are also in the file, least recently used first. */
  private recent = new Set<string>();

  constructor(
    private readonly name: string,
    private readonly pages: DocPages | null,
    onDisk: boolean,
  ) {
    this.whole = !pages || !onDisk;
  }

  get(id: string): T | undefined {
    const hit = this.mem.get(id);
    if (this.whole) return hit;
    if (hit) {
      if (this.recent.delete(id)) this.recent.add(id);
      return hit;
    }
    if (this.void || this.gone.has(id)) return undefined;
    const doc = this.pages!.read(this.name, id) as T | undefined;
    if (doc) {
      this.mem.set(id, doc);
      this.recent.add(id);
    }
    return doc;
  }

  has(id: string) {
    return this.get(id) !== undefined;
  }

  set(id: string, doc: T) {
    this.mem.set(id, doc);
    if (this.whole) return this;
    this.fresh.add(id);
    this.recent.delete(id);
    return this;
  }

  delete(id: string) {
    const had = this.has(id);
    this.mem.delete(id);
    if (this.whole) return had;
    this.gone.add(id);
    this.fresh.delete(id);
    this.recent.delete(id);
    return had;
  }

  /** Empties the collection: memory is the whole of it now, and the file's rows are void until the next persist. */
  clear() {
    this.mem.clear();
    this.gone.clear();
    this.fresh.clear();
    this.recent.clear();
    this.whole = true;
    this.void = true;
    this.scanned = false;
  }

  values() {
    return this.loaded().values();
  }

  keys() {
    return this.loaded().keys();
  }

  get size() {
    return this.loaded().size;
  }

  /**
   * The documents in memory, in the collection's order, without loading any (the whole collection only
   * while it is whole, as after it was emptied): what a persist writes of an emptied collection.
   */
  held(): IterableIterator<T> {
    if (!this.whole) throw new Error(`${this.name}: only a collection held whole in memory can be written whole`);
    return this.mem.values();
  }

  /** How many documents are in memory now. */
  get resident() {
    return this.mem.size;
  }

  /** Whether `evict` may drop documents: no query scanned the collection since it was loaded or rebuilt. */
  get evictable() {
    return !!this.pages && !(this.whole && this.scanned);
  }

  /** Called once memory's changes are in the file: everything in memory is in the file now. */
  persisted() {
    this.void = false;
    this.gone.clear();
    for (const id of this.fresh) this.recent.add(id);
    this.fresh.clear();
  }

  /** Drops the `count` least recently used documents from memory (only right after `persisted`). */
  evict(count: number) {
    if (count <= 0 || !this.evictable) return;
    if (this.whole) {
      this.whole = false;
      this.recent = new Set(this.mem.keys());
    }
    for (const id of this.recent) {
      if (count-- <= 0) break;
      this.recent.delete(id);
      this.mem.delete(id);
    }
  }

  /**
   * Every document, in the collection's order: the file's rows in the order first written, with memory's
   * newer versions in their place, then what memory added (a document deleted and written again goes last).
   */
  private loaded(): Map<string, T> {
    this.scanned = true;
    if (this.whole) return this.mem;
    const all = new Map<string, T>();
    if (!this.void) {
      for (const doc of this.pages!.readAll(this.name)) {
        if (this.gone.has(doc._id)) continue;
        all.set(doc._id, this.mem.get(doc._id) ?? (doc as T));
      }
    }
    for (const [id, doc] of this.mem) if (!all.has(id)) all.set(id, doc);
    this.mem = all;
    this.gone.clear();
    this.fresh.clear();
    this.recent.clear();
    this.whole = true;
    return all;
  }
}
