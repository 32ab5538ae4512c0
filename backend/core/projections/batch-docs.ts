import type { Collection, Doc } from '../read-store/read-store.js';

type Fields<T extends Doc> = Omit<T, '_id'>;

/**
 * Documents of one collection as a projection's batch of events sees them: each read from the store at
 * most once, changed in memory event by event, and written back once when the batch ends, with the
 * `$set` its last event would have written. A projection that reads and rewrites the same few documents
 * for every event (a member's ledger head, a period's board) so makes a store call per document and
 * batch instead of several per event, and leaves exactly what its events one by one would have left:
 * documents are written in the order they were first changed, with the fields of their last change.
 * Its guards stay the projection's: a document that has seen an event is left alone, here as in the
 * store, so a batch applied again (whole or after a failure part way) changes nothing.
 */
export class BatchDocs<T extends Doc> {
  private readonly seen = new Map<string, T | null>();
  private readonly changed = new Map<string, Fields<T>>();

  constructor(private readonly coll: Collection<T>) {}

  /** The document as the batch has left it so far (null when there is none). Never change what it returns: `set` instead. */
  async get(id: string): Promise<T | null> {
    let doc = this.seen.get(id);
    if (doc === undefined) {
      const stored = await this.coll.findOne({ _id: id });
      const pending = this.changed.get(id); // set before it was first read
      this.seen.set(id, (doc = pending ? ({ ...stored, ...pending, _id: id } as T) : stored));
    }
    return doc;
  }

  /** Sets these fields of document `id` (created when missing), as `updateOne({ _id }, { $set }, { upsert })` would. */
  set(id: string, fields: Fields<T>): void {
    const before = this.seen.get(id);
    if (before !== undefined) this.seen.set(id, { ...before, ...fields, _id: id } as T);
    const pending = this.changed.get(id);
    // Merged in order, as successive `$set`s merge: a field set again keeps its place and takes the new value.
    this.changed.set(id, pending ? { ...pending, ...fields } : fields);
  }

  /** Writes every changed document, in the order first changed, and starts the next batch empty. */
  async flush(): Promise<void> {
    for (const [id, fields] of this.changed) await this.coll.updateOne({ _id: id }, { $set: fields }, { upsert: true });
    this.changed.clear();
    this.seen.clear();
  }
}
