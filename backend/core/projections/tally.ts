import type { ReadStore } from '../read-store/read-store.js';
import { guardedUpsert } from './guarded.js';

type Counts = Record<string, number>;

interface Counted {
  collection: string;
  id: string;
  set: Record<string, unknown> | undefined;
  totals: Counts;
  /** Each event's position and increments, for the rare write that must leave some of them out. */
  positions: number[];
  incs: Counts[];
}

/**
 * Counters of a batch of events, gathered per document and written with one guarded update each instead
 * of one per event (a rebuild reads hundreds of thousands of page views). As idempotent as guardedUpsert:
 * a document counts only the events after its `_pos` (the last event it counted), so a batch applied
 * again, whole or in part, changes nothing. Pass the same `inc` object for equal increments: it is kept
 * by reference, not copied.
 */
export class Tally {
  private readonly docs = new Map<string, Map<string, Counted>>();

  /** Counts one event into document `id`; `set` holds fields that are the same for every event of it. */
  add(collection: string, id: string, position: number, inc: Counts, set?: Record<string, unknown>) {
    let ofCollection = this.docs.get(collection);
    if (!ofCollection) this.docs.set(collection, (ofCollection = new Map()));
    let doc = ofCollection.get(id);
    if (!doc) ofCollection.set(id, (doc = { collection, id, set, totals: {}, positions: [], incs: [] }));
    doc.positions.push(position);
    doc.incs.push(inc);
    for (const field in inc) doc.totals[field] = (doc.totals[field] ?? 0) + inc[field]!;
  }

  async write(store: ReadStore) {
    for (const doc of [...this.docs.values()].flatMap((m) => [...m.values()])) {
      const coll = store.collection(doc.collection);
      const counted = (await coll.findOne({ _id: doc.id }, { projection: { _pos: 1 } }))?._pos;
      const after = typeof counted === 'number' ? counted : Number.NEGATIVE_INFINITY;
      const { inc, last } = after < doc.positions[0]! ? { inc: doc.totals, last: doc.positions.at(-1)! } : since(doc, after);
      if (last > after) await guardedUpsert(coll, doc.id, last, doc.set ? { $inc: inc, $set: doc.set } : { $inc: inc });
    }
    this.docs.clear();
  }
}

/** The increments of the events after `after` only (this batch was partly counted before). */
function since(doc: Counted, after: number) {
  const inc: Counts = {};
  let last = after;
  doc.positions.forEach((position, i) => {
    if (position <= after) return;
    for (const field in doc.incs[i]) inc[field] = (inc[field] ?? 0) + doc.incs[i]![field]!;
    last = position;
  });
  return { inc, last };
}
