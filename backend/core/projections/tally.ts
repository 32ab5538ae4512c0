import type { ReadStore } from '../read-store/read-store.js';
import { guardedUpsert } from './guarded.js';

type Counts = Record<string, number>;

/** One document's counts in a batch; `set`: fields the same for every event of it, written with the counts. */
export interface Counted {
  collection: string;
  id: string;
  set: Record<string, unknown> | undefined;
  /** How many of its events gave each increment (one object per kind of event: see `add`). */
  counts: Map<Counts, number>;
  /** Each event's position and increments, for the rare write that must leave some of them out. */
  positions: number[];
  incs: Counts[];
  first: number;
  last: number;
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

  /** Counts one event into document `id`; give the document's `set` fields once, on what this returns (`??=`). */
  add(collection: string, id: string, position: number, inc: Counts): Counted {
    let ofCollection = this.docs.get(collection);
    if (!ofCollection) this.docs.set(collection, (ofCollection = new Map<string, Counted>()));
    let doc = ofCollection.get(id);
    if (!doc)
      ofCollection.set(
        id,
        (doc = { collection, id, set: undefined, counts: new Map(), positions: [], incs: [], first: position, last: position }),
      );
    doc.positions.push(position);
    doc.incs.push(inc);
    if (position < doc.first) doc.first = position;
    if (position > doc.last) doc.last = position;
    doc.counts.set(inc, (doc.counts.get(inc) ?? 0) + 1);
    return doc;
  }

  async write(store: ReadStore) {
    for (const doc of [...this.docs.values()].flatMap((m) => [...m.values()])) {
      const coll = store.collection(doc.collection);
      const counted = (await coll.findOne({ _id: doc.id }, { projection: { _pos: 1 } }))?._pos;
      const after = typeof counted === 'number' ? counted : Number.NEGATIVE_INFINITY;
      const { inc, last } = after < doc.first ? { inc: totalsOf(doc), last: doc.last } : since(doc, after);
      if (last > after) await guardedUpsert(coll, doc.id, last, doc.set ? { $inc: inc, $set: doc.set } : { $inc: inc });
    }
    this.docs.clear();
  }
}

/**
 * The sum of every event's increments, field by field in the order the fields first came (so a new
 * document gets them in that order). Counted per increment object, then multiplied: exact for whole
 * numbers; any other increment is added once per event, as adding them one by one would.
 */
function totalsOf(doc: Counted): Counts {
  const totals: Counts = {};
  for (const [inc, n] of doc.counts) {
    for (const field in inc) {
      const by = inc[field]!;
      if (Number.isInteger(by)) totals[field] = (totals[field] ?? 0) + by * n;
      else for (let i = 0; i < n; i += 1) totals[field] = (totals[field] ?? 0) + by;
    }
  }
  return totals;
}

/** The increments of the events after `after` only (this batch was partly counted before). */
function since(doc: Counted, after: number) {
  const inc: Counts = {};
  let last = after;
  doc.positions.forEach((position, i) => {
    if (position <= after) return;
    for (const field in doc.incs[i]) inc[field] = (inc[field] ?? 0) + doc.incs[i][field]!;
    if (position > last) last = position;
  });
  return { inc, last };
}
