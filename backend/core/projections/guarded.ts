import type { Collection, Doc, Update } from '../read-store/read-store.js';
import { isDuplicateKeyError } from '../read-store/read-store.js';

/** The document `id`, unless it has already seen an event at `position` or later. */
const unseen = (id: string, position: number) => ({
  _id: id,
  $or: [{ _pos: { $lt: position } }, { _pos: { $exists: false } }],
});

/** `update` with the event's position recorded, so the same event never applies twice. */
// Object.assign, not spreads: V8 takes a slow path for a spread with fields after it (see withFields).
const stamped = (update: Update, position: number): Update =>
  Object.assign({}, update, { $set: Object.assign({}, update.$set, { _pos: position }) });

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
  try {
    const r = await coll.updateOne(unseen(id, position), stamped(update, position), { upsert: true });
    return r.matchedCount + r.upsertedCount > 0;
  } catch (err) {
    // The document exists and has already seen this event: the upsert tried to insert a twin.
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/** `$set` on an existing document `id` only if it has not seen an event at `position` or later (no upsert). */
export async function guardedSet<T extends Doc>(
  coll: Collection<T>,
  id: string,
  position: number,
  set: Record<string, unknown>,
): Promise<boolean> {
  const r = await coll.updateOne(unseen(id, position), stamped({ $set: set }, position));
  return r.matchedCount > 0;
}
