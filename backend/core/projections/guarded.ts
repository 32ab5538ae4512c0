import type { Collection, Doc, Update } from '../read-store/read-store.js';
import { isDuplicateKeyError } from '../read-store/read-store.js';

/**
 * Apply `update` to document `id` only if it has not seen an event at `position` or later.
 * Makes non-idempotent operators ($inc, $push) safe when an event is delivered twice.
 */
export async function guardedUpsert<T extends Doc>(
  coll: Collection<T>,
  id: string,
  position: number,
  update: Update,
): Promise<boolean> {
  // Object.assign, not spreads: V8 takes a slow path for a spread with fields after it (see withFields).
  const guarded: Update = Object.assign({}, update, { $set: Object.assign({}, update.$set, { _pos: position }) });
  try {
    const r = await coll.updateOne({ _id: id, $or: [{ _pos: { $lt: position } }, { _pos: { $exists: false } }] }, guarded, {
      upsert: true,
    });
    return r.matchedCount + r.upsertedCount > 0;
  } catch (err) {
    // The document exists and has already seen this event: the upsert tried to insert a twin.
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}
