import type { Collection, Doc, Filter } from './read-store.js';

/**
 * Reads a whole filtered list page by page in a fixed order, without skip (which rescans) and without
 * holding it all: each page starts after the last document of the previous one on (`field`, `_id`).
 * For exports that stream rows as they are read.
 */
export async function* keysetPages<T extends Doc>(
  coll: Collection<T>,
  filter: Filter,
  order: { field: keyof T & string; direction: 1 | -1 },
  size = 500,
): AsyncGenerator<T[]> {
  const { field, direction } = order;
  const beyond = direction === 1 ? '$gt' : '$lt';
  let last: T | undefined;
  for (;;) {
    const after: Filter = last
      ? { $or: [{ [field]: { [beyond]: last[field] } }, { [field]: last[field], _id: { [beyond]: last._id } }] }
      : {};
    const docs = await coll.find({ $and: [filter, after] }, { sort: { [field]: direction, _id: direction }, limit: size });
    if (docs.length > 0) yield docs;
    if (docs.length < size) return;
    last = docs.at(-1);
  }
}
