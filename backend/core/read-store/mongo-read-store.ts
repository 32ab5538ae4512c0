import { type Document, type Filter as MongoFilter, MongoClient, MongoServerError, type UpdateFilter } from 'mongodb';
import { MONGO_TIMEOUTS } from './mongo-client.js';
import type { Collection, Doc, Filter, ReadStore, Update } from './read-store.js';

/** Server error code for "ns not found" (dropping a collection that does not exist, before MongoDB 7). */
const NAMESPACE_NOT_FOUND = 26;

const asFilter = (filter: Filter = {}) => filter as MongoFilter<Document>;
/** Leaves out operators given as undefined: the driver would send them as null and the server refuse the update. */
const asUpdate = (update: Update) =>
  Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as UpdateFilter<Document>;

function wrapCollection<T extends Doc>(c: import('mongodb').Collection<Document>): Collection<T> {
  return {
    async find(filter, { sort, limit, skip, projection } = {}) {
      return (await c.find(asFilter(filter), { sort, limit, skip, projection }).toArray()) as unknown as T[];
    },
    async findOne(filter, { sort, projection } = {}) {
      return (await c.findOne(asFilter(filter), { sort, projection })) as T | null;
    },
    countDocuments: (filter) => c.countDocuments(asFilter(filter)),
    async aggregate<R>(pipeline: Record<string, unknown>[]) {
      return (await c.aggregate(pipeline).toArray()) as R[];
    },
    async insertOne(doc) {
      await c.insertOne({ ...doc } as unknown as Document); // a copy: the driver would otherwise add fields to the caller's object
    },
    async updateOne(filter, update, { upsert = false } = {}) {
      const { matchedCount, modifiedCount, upsertedCount } = await c.updateOne(asFilter(filter), asUpdate(update), { upsert });
      return { matchedCount, modifiedCount, upsertedCount };
    },
    async updateMany(filter, update) {
      const { matchedCount, modifiedCount, upsertedCount } = await c.updateMany(asFilter(filter), asUpdate(update));
      return { matchedCount, modifiedCount, upsertedCount };
    },
    async deleteOne(filter) {
      return { deletedCount: (await c.deleteOne(asFilter(filter))).deletedCount };
    },
    async deleteMany(filter) {
      return { deletedCount: (await c.deleteMany(asFilter(filter))).deletedCount };
    },
  };
}

/**
 * Production read store: a thin wrapper over the MongoDB driver. Driver errors pass through unchanged, so a
 * duplicate key keeps code 11000 and `isDuplicateKeyError` recognises it.
 * `dbName` defaults to the database named in the URL. Given a client (the process's one), the store uses
 * it and leaves closing it to its owner (unless told `closeClient`: the process closes its read store
 * last); given a URL, it opens a client of its own and closes it.
 */
export async function createMongoReadStore(
  connection: string | MongoClient,
  dbName?: string,
  options: { closeClient?: boolean } = {},
): Promise<ReadStore> {
  const owned = typeof connection === 'string' || options.closeClient === true;
  const client = typeof connection === 'string' ? await MongoClient.connect(connection, MONGO_TIMEOUTS) : connection;
  const db = client.db(dbName);
  async function drop(name: string) {
    try {
      await db.dropCollection(name);
    } catch (err) {
      if (err instanceof MongoServerError && (err.code === NAMESPACE_NOT_FOUND || /ns not found/i.test(err.message))) return;
      throw err;
    }
  }
  return {
    collection: <T extends Doc>(name: string) => wrapCollection<T>(db.collection<Document>(name)),
    async listCollections() {
      const infos = await db.listCollections({}, { nameOnly: true }).toArray();
      const names = infos.map((i) => i.name).filter((n) => !n.startsWith('system.'));
      // The port lists collections that hold documents; MongoDB keeps emptied collections around.
      const held = await Promise.all(
        names.map(async (n) => (await db.collection(n).findOne({}, { projection: { _id: 1 } })) !== null),
      );
      return names.filter((_, i) => held[i]);
    },
    dropCollection: drop,
    async rename(from, to) {
      try {
        await db.renameCollection(from, to, { dropTarget: true });
      } catch (err) {
        // A source that does not exist (never written, or emptied and dropped): the target ends up empty.
        if (!(err instanceof MongoServerError && err.code === NAMESPACE_NOT_FOUND)) throw err;
        await drop(to);
      }
    },
    async ensureIndexes(name, indexes) {
      // The default names are made of the keys, so an index already there is left as it is.
      if (indexes.length > 0) await db.collection(name).createIndexes(indexes.map((key) => ({ key })));
    },
    close: async () => {
      if (owned) await client.close();
    },
  };
}
