import type { Topic } from '@app/contracts';
import type { CatalogNames } from '../../commands/catalog/catalog.js';
import type { LogEvent } from '../../core/event-types.js';
import { defineProjection, type Projection } from '../../core/projections/projection.js';
import type { Doc, ReadStore, Sort } from '../../core/read-store/read-store.js';

/**
 * A content item in its read model: the event's fields plus when it was created and last changed, and
 * the revision of its stream that the document shows (what an edit's If-Match is checked against).
 */
export type CatalogDoc = Doc & { sortOrder: number; createdAt: string; updatedAt: string; createdSeq: number; revision: number };

export interface CatalogProjectionOptions {
  /** The read model's collection (stored: renaming it loses the read model until a rebuild). */
  collection: string;
  /** Notice topic; the home page and the admin list refetch their queries under it. */
  topic: Topic;
  names: CatalogNames<`${Item}Created`, `${Item}Updated`, `${Item}StatusChanged`, `${Item}Deleted`>;
}

/** A catalog read model: the projection, and where its items are kept. */
export type CatalogProjection = Projection & { collection: string };

/** The four share one `apply`, so a change to it rebuilds them all: one version. */
const CATALOG_PROJECTION_VERSION = 2; // 2: documents carry their stream's revision

/** The content slices that share the catalog lifecycle, by the prefix of their event types. */
type Item = 'Card' | 'Banner' | 'SlidingBanner' | 'Company';
type CatalogLogEvent = LogEvent<`${Item}${'Created' | 'Updated' | 'StatusChanged' | 'Deleted'}`>;

/**
 * One read model per content slice. Every update is a `$set` of values carried by the event (or a
 * delete), so applying an event twice changes nothing. Every change is news for the `public`
 * room (staff sockets are in it too): an open home page refetches at once.
 */
export function catalogProjection(o: CatalogProjectionOptions): CatalogProjection {
  const { created, updated, statusChanged, deleted } = o.names;
  const projection = defineProjection<CatalogLogEvent>({
    // Named like its topic, as the slice is everywhere (`sliding-banners`): the name keys its checkpoint.
    name: o.topic,
    version: CATALOG_PROJECTION_VERSION,
    collections: [o.collection],
    // Lists in display order, all (staff) or by status (the public list).
    indexes: [
      { collection: o.collection, keys: { sortOrder: 1, createdSeq: 1 } },
      { collection: o.collection, keys: { status: 1, sortOrder: 1, createdSeq: 1 } },
    ],
    handles: [created, updated, statusChanged, deleted],
    async apply(event, store) {
      const coll = store.collection<CatalogDoc>(o.collection);
      const d = event.data;
      const { id } = d;
      const at = event.metadata.at;
      // Every event of the item's stream lands here, so its revision is the stream's.
      const { revision } = event;
      // The slice's names are values here, so the data is told apart by its fields as well as its type.
      if (event.type === created) {
        const { id: _, ...data } = d;
        // The log position orders items created at the same instant, the same way on every rebuild.
        const fields = { ...data, createdAt: at, updatedAt: at, createdSeq: event.position, revision };
        await coll.updateOne({ _id: id }, { $set: fields }, { upsert: true });
      } else if (event.type === updated && 'changes' in d) {
        await coll.updateOne({ _id: id }, { $set: { ...d.changes, updatedAt: at, revision } });
      } else if (event.type === statusChanged && 'status' in d) {
        await coll.updateOne({ _id: id }, { $set: { status: d.status, updatedAt: at, revision } });
      } else if (event.type === deleted) {
        await coll.deleteOne({ _id: id });
      }
      return [{ topic: o.topic, ids: [id], rooms: ['public'] }];
    },
  });
  return { ...projection, collection: o.collection };
}

/** Spec §4: items everywhere are ordered by sortOrder ascending; equal orders keep creation order. */
export const BY_SORT_ORDER: Sort = { sortOrder: 1, createdSeq: 1 };

/** A read-model document as the API shows it: `id` instead of `_id`, no bookkeeping fields. */
export function toItem(doc: CatalogDoc): Record<string, unknown> {
  const { _id, _pos, createdSeq, ...rest } = doc;
  return { id: _id, ...rest };
}

export async function listItems(read: ReadStore, collection: string, filter: Record<string, unknown> = {}) {
  const docs = await read.collection<CatalogDoc>(collection).find(filter, { sort: BY_SORT_ORDER });
  return docs.map(toItem);
}

export async function findItem(read: ReadStore, collection: string, id: string) {
  const doc = await read.collection<CatalogDoc>(collection).findOne({ _id: id });
  return doc ? toItem(doc) : null;
}
