import { aggregate, find, update as applyUpdate, Query } from 'mingo';
import type { Collection, Doc, Filter, FindOptions, ReadStore, Update, UpdateResult } from './read-store.js';
import { DuplicateKeyError } from './read-store.js';
import { cloneValue, compileFilter, fastUpdate, matchOne, NeedsMingo, pickFields } from './memory-fast-path.js';
import { openDocumentFile } from './document-file.js';
import { FieldIndexes } from './memory-index.js';

const clone = cloneValue;

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((x) => x.startsWith('$'));

/**
 * The equality clauses of a filter ({ f: v }, { f: { $eq: v } }, also inside $and), as MongoDB uses them to seed
 * the document an upsert inserts. Keys may be dotted paths.
 */
function equalityFields(filter: Filter, out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) for (const clause of v) equalityFields(clause as Filter, out);
    else if (k.startsWith('$')) continue;
    else if (!isOperatorObject(v)) out[k] = v;
    else if ('$eq' in v) out[k] = v.$eq;
  }
  return out;
}

/** The strings of `{ $in: [...] }` when that is the whole condition; null for anything else. */
function idList(cond: unknown): string[] | null {
  if (!isOperatorObject(cond) || Object.keys(cond).length !== 1) return null;
  const list = (cond as { $in?: unknown }).$in;
  return Array.isArray(list) && list.every((v) => typeof v === 'string') ? (list as string[]) : null;
}

/** Told the id of every document a write changed; `removed` when it deleted it. */
type Touched = (id: string, removed?: boolean) => void;

function createCollection<T extends Doc>(name: string, docs: Map<string, T>, touched: Touched, indexes: FieldIndexes<T>): Collection<T> {
  const predicate = (filter: Filter): ((d: T) => boolean) => {
    let q: Query | undefined;
    const slow = (d: T) => (q ??= new Query(filter)).test(d);
    const fast = compileFilter(filter);
    if (!fast) return slow;
    return (d) => {
      try {
        return fast(d);
      } catch (err) {
        if (err instanceof NeedsMingo) return slow(d);
        throw err;
      }
    };
  };
  const matching = (filter: Filter = {}): T[] => {
    // Fast paths for the most common lookups: by _id equality, and by a list of _ids (a page of a ledger).
    const id = filter._id;
    if (typeof id === 'string') {
      const d = docs.get(id);
      if (!d) return [];
      if (Object.keys(filter).length === 1) return [d];
      return (matchOne(d, filter) ?? new Query(filter).test(d)) ? [d] : [];
    }
    const byIds = idList(id);
    if (byIds) {
      const hits = [...new Set(byIds)].map((i) => docs.get(i)).filter((d): d is T => d !== undefined);
      return Object.keys(filter).length === 1 ? hits : hits.filter(predicate(filter));
    }
    if (Object.keys(filter).length === 0) return [...docs.values()];
    return (indexes.candidates(filter) ?? [...docs.values()]).filter(predicate(filter));
  };
  /** Applies an update to a stored document, keeping the indexes in step. */
  const change = (doc: T, upd: Update): boolean => {
    const before = indexes.before(doc);
    const changed = modify(doc, upd);
    indexes.changed(doc, before);
    return changed;
  };

  const modify = (doc: T, upd: Update): boolean => {
    const fast = fastUpdate(doc, upd); // leaves $setOnInsert alone: the caller applies it on insert only
    if (fast !== undefined) return fast;
    const { $setOnInsert: _ignored, ...rest } = upd;
    return applyUpdate(doc, rest as never, undefined, undefined, { cloneMode: 'deep' }).length > 0;
  };

  return {
    async find(filter = {}, options: FindOptions = {}) {
      const hits = matching(filter);
      if (!options.sort && !options.skip) {
        const page = hits.slice(0, options.limit || undefined);
        if (!options.projection) return clone(page);
        const pick = pickFields(options.projection);
        if (pick) return page.map(pick) as T[];
      }
      let cursor = find(hits, {}, options.projection);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return clone(cursor.all() as T[]);
    },
    async findOne(filter, options = {}) {
      const [first] = await this.find(filter, { ...options, limit: 1 });
      return first ?? null;
    },
    async countDocuments(filter = {}) {
      return indexes.count(filter, predicate(filter)) ?? matching(filter).length;
    },
    async aggregate<R>(pipeline: Record<string, unknown>[]) {
      return clone(aggregate([...docs.values()], pipeline) as R[]);
    },
    async insertOne(doc) {
      if (docs.has(doc._id)) throw new DuplicateKeyError(name, doc._id);
      const stored = clone(doc);
      docs.set(doc._id, stored);
      indexes.inserted(stored);
      touched(doc._id);
    },
    async updateOne(filter, upd, options = {}): Promise<UpdateResult> {
      const [doc] = matching(filter);
      if (doc) {
        const changed = change(doc, upd);
        if (changed) touched(doc._id);
        return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedCount: 0 };
      }
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
      // Like MongoDB: the filter's equalities (dotted paths become nested fields), then the update, $setOnInsert too.
      const { _id, ...equalities } = equalityFields(filter);
      if (typeof _id !== 'string') throw new Error(`Upsert into ${name} needs an _id in the filter`);
      if (docs.has(_id)) throw new DuplicateKeyError(name, _id);
      const seed = { _id } as T;
      modify(seed, { $set: equalities });
      modify(seed, upd);
      if (upd.$setOnInsert) modify(seed, { $set: upd.$setOnInsert });
      docs.set(seed._id, seed);
      indexes.inserted(seed);
      touched(seed._id);
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
    },
    async updateMany(filter, upd) {
      const hits = matching(filter);
      let modifiedCount = 0;
      for (const d of hits) if (change(d, upd)) (modifiedCount += 1), touched(d._id);
      return { matchedCount: hits.length, modifiedCount, upsertedCount: 0 };
    },
    async deleteOne(filter) {
      const [doc] = matching(filter);
      if (!doc) return { deletedCount: 0 };
      docs.delete(doc._id);
      indexes.removed(doc);
      touched(doc._id, true);
      return { deletedCount: 1 };
    },
    async deleteMany(filter = {}) {
      const hits = matching(filter);
      for (const d of hits) docs.delete(d._id), indexes.removed(d), touched(d._id, true);
      return { deletedCount: hits.length };
    },
  };
}

/**
 * Embedded read store: documents live in memory (queries are mingo over them). With a `file`, they are
 * loaded from it at open, and `persist` writes what changed since (the projection runner calls it with
 * the checkpoints), so a start resumes instead of replaying the whole log.
 */
export function createMemoryReadStore(options: { file?: string } = {}): ReadStore {
  const collections = new Map<string, Map<string, Doc>>();
  const docsOf = (name: string) => {
    let m = collections.get(name);
    if (!m) collections.set(name, (m = new Map()));
    return m;
  };
  const file = options.file ? openDocumentFile(options.file) : null;
  if (file) for (const [name, doc] of file.load()) docsOf(name).set(doc._id, doc);
  const disk = file?.writer ? file : null;

  // What changed since the last persist; only tracked when there is a file to write it to.
  const dropped = new Set<string>();
  const dirty = new Map<string, Set<string>>();
  const removed = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, name: string, id: string) => {
    let ids = map.get(name);
    if (!ids) map.set(name, (ids = new Set()));
    ids.add(id);
  };
  const touchedIn = (name: string): Touched => {
    if (!disk) return () => {};
    return (id, gone) => {
      add(dirty, name, id);
      if (gone) add(removed, name, id);
    };
  };
  const handles = new Map<string, Collection>();
  const indexesOf = new Map<string, FieldIndexes<Doc>>();

  return {
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
      return [...collections.entries()].filter(([, m]) => m.size > 0).map(([n]) => n);
    },
    async dropCollection(name) {
      collections.get(name)?.clear();
      indexesOf.get(name)?.cleared();
      if (disk) (dropped.add(name), dirty.delete(name), removed.delete(name));
    },
    async persist() {
      if (!disk || (dropped.size === 0 && dirty.size === 0)) return;
      disk.write({ dropped, touched: dirty, removed, current: (name, id) => collections.get(name)?.get(id) });
      dropped.clear();
      dirty.clear();
      removed.clear();
    },
    async close() {
      await this.persist!();
      file?.close();
    },
  };
}
