import type { Doc, Filter } from './read-store.js';
import type { DocMap } from './paged-docs.js';

/** Where documents whose field holds an object or an array go: MongoDB's equality on those is mingo's. */
const COMPLEX = Symbol('complex');
const MAX_INDEXES = 8;

const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const keyOf = (v: unknown) => (v === undefined || isScalar(v) ? v : COMPLEX);

/**
 * Equality indexes the embedded store builds by itself, one per top-level field that queries look
 * documents up by (a read model is queried by few fields: userId, eventId, status...), so such a
 * lookup tests the documents that may hold the value instead of every document of the collection.
 * The index only narrows: the caller still tests each candidate against the whole filter. Candidates
 * come in the collection's own order, as a scan would give them.
 */
export class FieldIndexes<T extends Doc> {
  private readonly byField = new Map<string, Map<unknown, Set<string>>>();
  /** Each document's place in the collection, kept once an index exists. */
  private order: Map<string, number> | null = null;
  private next = 0;

  constructor(private readonly docs: DocMap<T>) {}

  /** The documents that may match `filter` by one of its equalities, or null when none can narrow it. */
  candidates(filter: Filter): T[] | null {
    let best: Set<string> | null = null;
    for (const field in filter) {
      if (field.startsWith('$') || field.includes('.') || field === '_id') continue;
      const values = equalityValues(filter[field]);
      const index = values && this.indexFor(field);
      if (!index) continue;
      const ids = new Set<string>();
      for (const v of values) {
        for (const id of index.get(v) ?? []) ids.add(id);
        if (v === null) for (const id of index.get(undefined) ?? []) ids.add(id); // null matches a missing field
      }
      for (const id of index.get(COMPLEX) ?? []) ids.add(id);
      if (!best || ids.size < best.size) best = ids;
    }
    // A value most documents share: a scan in order is as quick as sorting them.
    if (!best || best.size > this.docs.size / 4) return null;
    const order = this.order!;
    return [...best].sort((a, b) => order.get(a)! - order.get(b)!).map((id) => this.docs.get(id)!);
  }

  /**
   * How many documents match a filter that is one equality on a top-level field, straight from the index
   * (a projection that recounts a list after every change stays O(1)); null for any other filter.
   */
  count(filter: Filter, test: (doc: T) => boolean): number | null {
    const fields = Object.keys(filter);
    if (fields.length !== 1 || fields[0]!.startsWith('$') || fields[0]!.includes('.') || fields[0] === '_id') return null;
    const values = equalityValues(filter[fields[0]!]);
    const index = values && this.indexFor(fields[0]!);
    if (!index) return null;
    let n = 0;
    for (const v of new Set(values)) n += (index.get(v)?.size ?? 0) + (v === null ? (index.get(undefined)?.size ?? 0) : 0);
    for (const id of index.get(COMPLEX) ?? []) if (test(this.docs.get(id)!)) n += 1;
    return n;
  }

  /** The values of the indexed fields, taken before a document changes, for `changed`. */
  before(doc: T): unknown[] | null {
    if (this.byField.size === 0) return null;
    return [...this.byField.keys()].map((f) => keyOf(doc[f]));
  }

  changed(doc: T, before: unknown[] | null) {
    if (!before) return;
    let i = 0;
    for (const [field, index] of this.byField) {
      const was = before[i++];
      const now = keyOf(doc[field]);
      if (was === now) continue;
      remove(index, was, doc._id);
      add(index, now, doc._id);
    }
  }

  inserted(doc: T) {
    if (!this.order) return;
    this.order.set(doc._id, this.next++);
    for (const [field, index] of this.byField) add(index, keyOf(doc[field]), doc._id);
  }

  removed(doc: T) {
    if (!this.order) return;
    this.order.delete(doc._id);
    for (const [field, index] of this.byField) remove(index, keyOf(doc[field]), doc._id);
  }

  cleared() {
    this.byField.clear();
    this.order = null;
  }

  private indexFor(field: string) {
    const existing = this.byField.get(field);
    if (existing || this.byField.size >= MAX_INDEXES) return existing;
    if (!this.order) {
      this.order = new Map();
      for (const id of this.docs.keys()) this.order.set(id, this.next++);
    }
    const index = new Map<unknown, Set<string>>();
    for (const doc of this.docs.values()) add(index, keyOf(doc[field]), doc._id);
    this.byField.set(field, index);
    return index;
  }
}

/** The values an equality condition accepts (`v`, `{ $eq: v }`, `{ $in: [...] }` of scalars), or null. */
function equalityValues(cond: unknown): unknown[] | null {
  if (isScalar(cond)) return [cond];
  if (typeof cond !== 'object' || cond === null || Array.isArray(cond)) return null;
  const ops = cond as Record<string, unknown>;
  if ('$eq' in ops && isScalar(ops.$eq)) return [ops.$eq];
  if ('$in' in ops && Array.isArray(ops.$in) && ops.$in.every(isScalar)) return ops.$in;
  return null;
}

function add(index: Map<unknown, Set<string>>, key: unknown, id: string) {
  let ids = index.get(key);
  if (!ids) index.set(key, (ids = new Set()));
  ids.add(id);
}

function remove(index: Map<unknown, Set<string>>, key: unknown, id: string) {
  const ids = index.get(key);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) index.delete(key);
}
