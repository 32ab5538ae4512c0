import { openDocumentFile } from './document-file.js';
import { createCollection, type Touched } from './memory-collection.js';
import { FieldIndexes } from './memory-index.js';
import { PagedDocs } from './paged-docs.js';

/**
 * How many documents of collections read only by `_id` stay in memory after a persist, across the store:
 * the recently used ones (a few tens of MB). Collections that queries scan are kept whole beside them.
 */
export const PAGED_CACHE = 40_000;
import type { Collection, Doc, ReadStore } from './read-store.js';

/**
 * Embedded read store: documents in memory, queried with mingo (and fast paths in front of it). With a
 * `file`, `persist` writes what changed since the last one (the projection runner calls it with the
 * checkpoints), so a start resumes instead of replaying the whole log. The store that writes the file
 * loads nothing at open: it reads a collection when a query first needs it, and keeps only a working
 * set of those read by `_id` alone (see PagedDocs). Another store on the same file (it is written by one
 * at a time) loads it whole and runs from memory.
 */
const resident = new WeakMap<ReadStore, Map<string, PagedDocs<Doc>>>();

/** How many documents of each collection an embedded store holds in memory now (for tests and the benchmark). */
export function residentDocuments(store: ReadStore): Record<string, number> {
  const collections = resident.get(store);
  const counts: Record<string, number> = {};
  for (const [name, docs] of collections ?? []) if (docs.resident) counts[name] = docs.resident;
  return counts;
}

export function createMemoryReadStore(options: { file?: string; /** see PAGED_CACHE */ pagedCache?: number } = {}): ReadStore {
  const file = options.file ? openDocumentFile(options.file) : null;
  const disk = file?.writer ? file : null;
  const onDisk = disk ? disk.collections() : new Set<string>();
  const collections = new Map<string, PagedDocs<Doc>>();
  // What changed since the last persist; only tracked when there is a file to write it to. A collection the
  // file holds nothing of (new, emptied, or empty when last persisted) is written whole from memory by the
  // next persist, so its writes need no bookkeeping: a rebuild empties every collection and fills it anew.
  const bare = new Set<string>();
  const rewrite = new Set<string>();
  const docsOf = (name: string) => {
    let m = collections.get(name);
    if (!m) {
      collections.set(name, (m = new PagedDocs(name, disk, onDisk.has(name))));
      if (disk && !onDisk.has(name)) bare.add(name);
    }
    return m;
  };
  if (file && !disk) for (const [name, doc] of file.load()) docsOf(name).set(doc._id, doc);

  const dirty = new Map<string, Set<string>>();
  const removed = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, name: string, id: string) => {
    let ids = map.get(name);
    if (!ids) map.set(name, (ids = new Set()));
    ids.add(id);
  };
  const touchedIn = (name: string): Touched => {
    if (!disk) return () => {};
    return (id, how) => {
      if (bare.has(name)) {
        rewrite.add(name);
        return;
      }
      // A document deleted and inserted again goes last in the file as in memory: the file numbers new rows
      // in the order written. (Only one deleted since the last persist can be in `dirty` already.)
      if (how === 'inserted' && removed.get(name)?.has(id)) dirty.get(name)!.delete(id);
      add(dirty, name, id);
      if (how === 'removed') add(removed, name, id);
    };
  };
  /** Over budget, the largest collections give up their least recently used documents first, down to three quarters. */
  const trim = (budget: number) => {
    const evictable = [...collections.values()].filter((d) => d.evictable).sort((a, b) => b.resident - a.resident);
    let over = evictable.reduce((n, d) => n + d.resident, 0) - Math.floor(budget * 0.75);
    if (over <= budget / 4) return;
    for (const docs of evictable) {
      const drop = Math.min(over, docs.resident);
      docs.evict(drop);
      over -= drop;
      if (over <= 0) break;
    }
  };
  const handles = new Map<string, Collection>();
  const indexesOf = new Map<string, FieldIndexes<Doc>>();

  const store: ReadStore = {
    collection<T extends Doc>(name: string) {
      let c = handles.get(name);
      if (!c) {
        const docs = docsOf(name);
        const indexes = new FieldIndexes(docs);
        indexesOf.set(name, indexes);
        handles.set(name, (c = createCollection(name, docs, touchedIn(name), indexes)));
      }
      return c as unknown as Collection<T>;
    },
    async listCollections() {
      const names = new Set([...onDisk, ...collections.keys()]);
      return [...names].filter((n) => docsOf(n).size > 0);
    },
    async dropCollection(name) {
      docsOf(name).clear();
      indexesOf.get(name)?.cleared();
      if (!disk) return;
      bare.add(name);
      rewrite.add(name);
      dirty.delete(name);
      removed.delete(name);
    },
    async persist() {
      if (!disk || (rewrite.size === 0 && dirty.size === 0)) return;
      const whole = [...rewrite].map((name) => [name, docsOf(name).held()] as const);
      disk.write({ whole, touched: dirty, removed, current: (name, id) => collections.get(name)?.get(id) });
      for (const name of rewrite) if (docsOf(name).resident > 0) bare.delete(name);
      rewrite.clear();
      dirty.clear();
      removed.clear();
      for (const docs of collections.values()) docs.persisted();
      trim(options.pagedCache ?? PAGED_CACHE);
    },
    async close() {
      await this.persist!();
      file?.close();
    },
  };
  resident.set(store, collections);
  return store;
}
