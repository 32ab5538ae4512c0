import type { Collection, Doc } from '../read-store/read-store.js';

type Fields<T extends Doc> = Omit<T, '_id'>;

/** How many documents one query of `load` asks for at most. */
const LOAD_CHUNK = 1000;

/**
 * Documents of one collection as a projection's batch of events sees them: read from the store once
 * (`load`, before the events are worked through), changed in memory event by event, and written back
 * once when the batch ends, with the `$set` its events would have written one by one. A projection that
 * reads and rewrites a document for every event (a member's ledger head, a period's board) so makes a
 * store call per document and batch instead of several per event, and works through the events without
 * waiting on the store. It leaves exactly what its events one by one would have left: documents are
 * written in the order they were first changed, each with its fields in the order first set. Guards stay
 * the projection's (a document that has seen an event is left alone, here as in the store), so a batch
 * applied again, whole or after a failure part way, changes nothing.
 */
export class BatchDocs<T extends Doc> {
  /** Each document read, as the batch has left it so far (null: there is none). */
  private readonly docs = new Map<string, T | null>();
  /** The fields to `$set` per document when the batch ends, in the order first changed. */
  private readonly changed = new Map<string, Record<string, unknown>>();

  constructor(private readonly coll: Collection<T>) {}

  /**
   * Reads the documents not read yet, a query per LOAD_CHUNK of them (`_id` in a list: one round trip to
   * MongoDB, no wait per document); call it before `get`.
   */
  async load(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.docs.has(id));
    for (let i = 0; i < missing.length; i += LOAD_CHUNK) {
      const chunk = missing.slice(i, i + LOAD_CHUNK);
      const found = new Map((await this.coll.find({ _id: { $in: chunk } })).map((d) => [d._id, d]));
      for (const id of chunk) {
        const stored = found.get(id) ?? null;
        const pending = this.changed.get(id); // set before it was read: the stored fields with the batch's on top
        this.docs.set(id, pending ? Object.assign({ _id: id } as T, stored, pending) : stored);
      }
    }
  }

  /** The document as the batch has left it so far (null when there is none). Read it, never change it: `set` instead. */
  get(id: string): T | null {
    const doc = this.docs.get(id);
    if (doc === undefined) throw new Error(`BatchDocs: ${id} was not loaded`);
    return doc;
  }

  /** Sets these fields of document `id` (created when missing), as `updateOne({ _id }, { $set }, { upsert })` would. */
  set(id: string, fields: Fields<T>): void {
    const doc = this.docs.get(id);
    if (doc) Object.assign(doc, fields);
    // Object.assign, not a spread and `_id` after it: V8 takes a slow path for that (see withFields).
    else if (doc === null) this.docs.set(id, Object.assign({ _id: id } as T, fields));
    // A field set again keeps its place and takes the new value, as in a document.
    const pending = this.changed.get(id);
    if (pending) Object.assign(pending, fields);
    else this.changed.set(id, { ...fields });
  }

  /** Writes every changed document, in the order first changed, and starts the next batch empty. */
  async flush(): Promise<void> {
    for (const [id, fields] of this.changed) await this.coll.updateOne({ _id: id }, { $set: fields }, { upsert: true });
    this.changed.clear();
    this.docs.clear();
  }
}
