import { openDocumentFile } from './document-file.js';
import { type ChangeTracker, MemoryCollection } from './memory-collection.js';
import { FieldIndexes } from './memory-index.js';
import { PagedDocs } from './paged-docs.js';
import type { Collection, Doc, ReadStore } from './read-store.js';

/**
 * How many documents of collections read only by `_id` stay in memory after a persist, across the store:
 * the recently used ones (a few tens of MB). Collections that queries scan are kept whole beside them.
 */
export const PAGED_CACHE = 40_000;

/** How many documents of each collection an embedded store holds in memory now (for tests and the benchmark). */
export function residentDocuments(store: ReadStore): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!(store instanceof MemoryReadStore)) return counts;
  for (const [name, docs] of store.collections) if (docs.resident) counts[name] = docs.resident;
  return counts;
}

export function createMemoryReadStore(options: { file?: string; /** see PAGED_CACHE */ pagedCache?: number } = {}): ReadStore {
  return new MemoryReadStore(options.file ?? null, options.pagedCache ?? PAGED_CACHE);
}

/**
 * What changed since the last persist; only tracked when there is a file to write it to. A collection the
 * file holds nothing of (new, emptied, or empty when last persisted) is "bare": the next persist writes it
 * whole from memory, so its writes need no bookkeeping (a rebuild empties every collection and fills it anew).
 */
class Changes implements ChangeTracker {
  readonly bare = new Set<string>();
  readonly rewrite = new Set<string>();
  readonly dirty = new Map<string, Set<string>>();
  readonly removed = new Map<string, Set<string>>();

  constructor(readonly tracking: boolean) {}

  touched(name: string, id: string, how?: 'inserted' | 'removed') {
    if (!this.tracking) return;
    if (this.bare.has(name)) {
      this.rewrite.add(name);
      return;
    }
    // A document deleted and inserted again goes last in the file as in memory: the file numbers new rows
    // in the order written. (Only one deleted since the last persist can be in `dirty` already.)
    if (how === 'inserted' && this.removed.get(name)?.has(id)) this.dirty.get(name)!.delete(id);
    add(this.dirty, name, id);
    if (how === 'removed') add(this.removed, name, id);
  }

  emptied(name: string) {
    if (!this.tracking) return;
    this.bare.add(name);
    this.rewrite.add(name);
    this.dirty.delete(name);
    this.removed.delete(name);
  }

  get any() {
    return this.rewrite.size > 0 || this.dirty.size > 0;
  }
}

function add(map: Map<string, Set<string>>, name: string, id: string) {
  let ids = map.get(name);
  if (!ids) map.set(name, (ids = new Set()));
  ids.add(id);
}

/**
 * Embedded read store: documents in memory, queried with mingo (and fast paths in front of it). With a
 * `file`, `persist` writes what changed since the last one (the projection runner calls it with the
 * checkpoints), so a start resumes instead of replaying the whole log. The store that writes the file
 * loads nothing at open: it reads a collection when a query first needs it, and keeps only a working
 * set of those read by `_id` alone (see PagedDocs). Another store on the same file (it is written by one
 * at a time) loads it whole and runs from memory. A class, so every store runs the same functions (see
 * CollectionOperations); its state is held in collections, never reassigned.
 */
class MemoryReadStore implements ReadStore {
  readonly collections = new Map<string, PagedDocs<Doc>>();
  private readonly file: ReturnType<typeof openDocumentFile> | null;
  private readonly disk: ReturnType<typeof openDocumentFile> | null;
  private readonly onDisk: Set<string>;
  private readonly changes: Changes;
  private readonly handles = new Map<string, Collection>();
  private readonly indexesOf = new Map<string, FieldIndexes<Doc>>();

  constructor(
    file: string | null,
    private readonly pagedCache: number,
  ) {
    this.file = file ? openDocumentFile(file) : null;
    this.disk = this.file?.writer ? this.file : null;
    this.onDisk = this.disk ? this.disk.collections() : new Set<string>();
    this.changes = new Changes(this.disk !== null);
    if (this.file && !this.disk) for (const [name, doc] of this.file.load()) this.docsOf(name).set(doc._id, doc);
  }

  collection<T extends Doc>(name: string): Collection<T> {
    let c = this.handles.get(name);
    if (!c) {
      const docs = this.docsOf(name);
      const indexes = new FieldIndexes(docs);
      this.indexesOf.set(name, indexes);
      this.handles.set(name, (c = new MemoryCollection(name, docs, this.changes, indexes)));
    }
    return c as unknown as Collection<T>;
  }

  listCollections(): Promise<string[]> {
    return settled(() => {
      const names = new Set([...this.onDisk, ...this.collections.keys()]);
      return [...names].filter((n) => this.docsOf(n).size > 0);
    });
  }

  dropCollection(name: string): Promise<void> {
    return settled(() => this.clear(name));
  }

  private clear(name: string) {
    this.docsOf(name).clear();
    this.indexesOf.get(name)?.cleared();
    this.changes.emptied(name);
  }

  /**
   * Moves the documents of `from` into an emptied `to`, then empties `from`: between two awaits of a reader
   * nothing else runs (the store answers synchronously), so readers of `to` see the old documents or the
   * new, never a mix. The stored objects move as they are: they passed the update rules when written, and
   * `from` lets go of them, so neither a copy nor a second check is needed (a rebuild moves every document).
   */
  rename(from: string, to: string): Promise<void> {
    return settled(() => {
      if (from === to) return;
      this.clear(to);
      this.collection(to); // its indexes, kept in step below
      const [source, target, indexes] = [this.docsOf(from), this.docsOf(to), this.indexesOf.get(to)!];
      for (const doc of source.values()) {
        target.set(doc._id, doc);
        indexes.inserted(doc);
        this.changes.touched(to, doc._id, 'inserted');
      }
      this.clear(from);
    });
  }

  persist(): Promise<void> {
    return settled(() => this.persistNow());
  }

  shred(): Promise<void> {
    return settled(() => {
      this.persistNow();
      this.disk?.truncateWal();
    });
  }

  async close(): Promise<void> {
    await this.persist();
    this.file?.close();
  }

  private persistNow() {
    const { disk, changes } = this;
    if (!disk || !changes.any) return;
    const whole = [...changes.rewrite].map((name) => [name, this.docsOf(name).held()] as const);
    disk.write({
      whole,
      touched: changes.dirty,
      removed: changes.removed,
      current: (name, id) => this.collections.get(name)?.get(id),
    });
    for (const name of changes.rewrite) if (this.docsOf(name).resident > 0) changes.bare.delete(name);
    changes.rewrite.clear();
    changes.dirty.clear();
    changes.removed.clear();
    for (const docs of this.collections.values()) docs.persisted();
    this.trim(this.pagedCache);
  }

  private docsOf(name: string): PagedDocs<Doc> {
    let m = this.collections.get(name);
    if (!m) {
      this.collections.set(name, (m = new PagedDocs(name, this.disk, this.onDisk.has(name))));
      if (this.disk && !this.onDisk.has(name)) this.changes.bare.add(name);
    }
    return m;
  }

  /** Over budget, the largest collections give up their least recently used documents first, down to three quarters. */
  private trim(budget: number) {
    const evictable = [...this.collections.values()].filter((d) => d.evictable).sort((a, b) => b.resident - a.resident);
    let over = evictable.reduce((n, d) => n + d.resident, 0) - Math.floor(budget * 0.75);
    if (over <= budget / 4) return;
    for (const docs of evictable) {
      const drop = Math.min(over, docs.resident);
      docs.evict(drop);
      over -= drop;
      if (over <= 0) break;
    }
  }
}

/** An answer at hand as the port's promise; a failure (a full disk) as a rejection. */
function settled<R>(answer: () => R): Promise<R> {
  try {
    return Promise.resolve(answer());
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}
