import { aggregate, find, update as applyUpdate, Query } from 'mingo';
import type { Doc, Filter, FindOptions, Update, UpdateResult } from './read-store.js';
import { DuplicateKeyError } from './read-store.js';
import { cloneValue, compileFilter, fastUpdate, matchOne, NeedsMingo, pickFields } from './memory-fast-path.js';
import type { FieldIndexes } from './memory-index.js';
import type { DocMap } from './paged-docs.js';
import { asServerDocument, asServerUpdate } from './update-rules.js';

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
  return Array.isArray(list) && list.every((v) => typeof v === 'string') ? list : null;
}

const isOnlyId = (filter: Filter) => {
  for (const key in filter) if (key !== '_id') return false;
  return true;
};

// The answers of one-document writes, made once (frozen: read, never changed) rather than per write.
const answer = <T>(value: T): Readonly<T> => Object.freeze(value);
const MODIFIED = answer({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
const MATCHED = answer({ matchedCount: 1, modifiedCount: 0, upsertedCount: 0 });
const NONE = answer({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
const UPSERTED = answer({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
const DELETED_NONE = answer({ deletedCount: 0 });
const DELETED_ONE = answer({ deletedCount: 1 });

/** Told the id of every document a write changed in a collection, and whether it inserted or removed it. */
export interface ChangeTracker {
  touched(collection: string, id: string, how?: 'inserted' | 'removed'): void;
}

/**
 * One collection of the embedded store, its operations answering at once: mingo over the documents of
 * `docs`, with fast paths in front of it for the lookups and updates projections make most (by `_id`, by
 * an indexed field, `$set`/`$inc`). memory-collection.ts gives them the port's promises. A class, so every
 * collection of every store runs the same functions: closures made per collection were new call targets
 * for the JIT with each store, and a rebuild opens a store of its own.
 */
export class CollectionOperations<T extends Doc> {
  constructor(
    private readonly name: string,
    private readonly docs: DocMap<T>,
    private readonly tracker: ChangeTracker,
    private readonly indexes: FieldIndexes<T>,
  ) {}

  find(filter: Filter = {}, options: FindOptions = {}): T[] {
    const hits = this.matching(filter);
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
  }

  findOne(filter: Filter, options: Omit<FindOptions, 'limit' | 'skip'> = {}): T | null {
    const one = options.sort ? null : this.byId(filter);
    if (one === undefined) return null;
    if (one && !options.projection) return clone(one);
    const pick = one && pickFields(options.projection!);
    if (pick) return pick(one) as T;
    return this.find(filter, { ...options, limit: 1 })[0] ?? null;
  }

  insertOne(doc: T) {
    if (this.docs.has(doc._id)) throw new DuplicateKeyError(this.name, doc._id);
    this.insert(clone(asServerDocument(doc)));
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): UpdateResult {
    const upd = asServerUpdate(update); // refused, or stored, as MongoDB would
    const one = this.byId(filter);
    const doc = one === null ? this.matching(filter)[0] : one;
    if (doc) {
      const changed = this.change(doc, upd);
      if (changed) this.tracker.touched(this.name, doc._id);
      return changed ? MODIFIED : MATCHED;
    }
    if (!options.upsert) return NONE;
    this.upsert(filter, upd, one !== null && isOnlyId(filter));
    return UPSERTED;
  }

  updateMany(filter: Filter, update: Update): UpdateResult {
    const upd = asServerUpdate(update);
    const hits = this.matching(filter);
    let modifiedCount = 0;
    for (const d of hits) {
      if (!this.change(d, upd)) continue;
      modifiedCount += 1;
      this.tracker.touched(this.name, d._id);
    }
    return { matchedCount: hits.length, modifiedCount, upsertedCount: 0 };
  }

  deleteOne(filter: Filter) {
    const one = this.byId(filter);
    const doc = one === null ? this.matching(filter)[0] : one;
    if (!doc) return DELETED_NONE;
    this.remove(doc);
    return DELETED_ONE;
  }

  deleteMany(filter: Filter = {}) {
    const hits = this.matching(filter);
    for (const d of hits) this.remove(d);
    return { deletedCount: hits.length };
  }

  countDocuments(filter: Filter = {}): number {
    return this.indexes.count(filter, this.predicate(filter)) ?? this.matching(filter).length;
  }

  aggregate<R>(pipeline: Record<string, unknown>[]): R[] {
    return clone(aggregate([...this.docs.values()], pipeline) as R[]);
  }

  // The functions made per call are anonymous: tsx names every named one, at every call (a property definition).
  private predicate(filter: Filter): (d: T) => boolean {
    let q: Query | undefined;
    const fast = compileFilter(filter);
    if (!fast) return (d) => (q ??= new Query(filter)).test(d);
    return (d) => {
      try {
        return fast(d);
      } catch (err) {
        if (err instanceof NeedsMingo) return (q ??= new Query(filter)).test(d);
        throw err;
      }
    };
  }

  /**
   * The most common lookup, by one `_id` (projections read and write documents by id all the time): the
   * document, or undefined when none matches; null when the filter does not name one `_id`.
   */
  private byId(filter: Filter): T | undefined | null {
    const id = filter._id;
    if (typeof id !== 'string') return null;
    const d = this.docs.get(id);
    if (!d) return undefined;
    for (const key in filter) if (key !== '_id') return (matchOne(d, filter) ?? new Query(filter).test(d)) ? d : undefined;
    return d;
  }

  private matching(filter: Filter = {}): T[] {
    const one = this.byId(filter);
    if (one !== null) return one ? [one] : [];
    // A list of _ids (a page of a ledger, a batch's documents) is looked up id by id too.
    const byIds = idList(filter._id);
    if (byIds) {
      const hits = [...new Set(byIds)].map((i) => this.docs.get(i)).filter((d): d is T => d !== undefined);
      return Object.keys(filter).length === 1 ? hits : hits.filter(this.predicate(filter));
    }
    if (Object.keys(filter).length === 0) return [...this.docs.values()];
    return (this.indexes.candidates(filter) ?? [...this.docs.values()]).filter(this.predicate(filter));
  }

  /** Applies an update to a stored document, keeping the indexes in step. */
  private change(doc: T, upd: Update): boolean {
    const before = this.indexes.before(doc);
    const changed = modify(doc, upd);
    this.indexes.changed(doc, before);
    return changed;
  }

  /** Inserts a document the collection does not hold (`doc` becomes the stored one). */
  private insert(doc: T) {
    this.docs.set(doc._id, doc);
    this.indexes.inserted(doc);
    this.tracker.touched(this.name, doc._id, 'inserted');
  }

  /** The upsert of a filter that matched nothing: like MongoDB, the filter's equalities, then the update, $setOnInsert too. */
  private upsert(filter: Filter, upd: Update, byIdOnly: boolean) {
    // A filter on `_id` alone (the common upsert) seeds nothing else, and byId has seen there is no such document.
    const seedFields = byIdOnly ? null : equalityFields(filter);
    const _id = byIdOnly ? filter._id : seedFields!._id;
    if (typeof _id !== 'string') throw new Error(`Upsert into ${this.name} needs an _id in the filter`);
    if (!byIdOnly && this.docs.has(_id)) throw new DuplicateKeyError(this.name, _id);
    const seed = { _id } as T;
    if (seedFields) {
      delete seedFields._id;
      modify(seed, { $set: seedFields }); // dotted paths become nested fields
    }
    modify(seed, upd);
    if (upd.$setOnInsert) modify(seed, { $set: upd.$setOnInsert });
    this.insert(seed);
  }

  private remove(doc: T) {
    this.docs.delete(doc._id);
    this.indexes.removed(doc);
    this.tracker.touched(this.name, doc._id, 'removed');
  }
}

/** An update applied in place: the fast path, or mingo for what it does not handle. */
function modify(doc: Doc, upd: Update): boolean {
  const fast = fastUpdate(doc, upd); // leaves $setOnInsert alone: the caller applies it on insert only
  if (fast !== undefined) return fast;
  const { $setOnInsert: _ignored, ...rest } = upd;
  return applyUpdate(doc, rest as never, undefined, undefined, { cloneMode: 'deep' }).length > 0;
}
