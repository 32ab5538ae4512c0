import type { Collection, Doc } from './read-store.js';
import type { FieldIndexes } from './memory-index.js';
import { collectionOperations, type Touched } from './memory-operations.js';
import type { DocMap } from './paged-docs.js';

export type { Touched } from './memory-operations.js';

/**
 * One collection of the embedded store (see collectionOperations). The port answers with promises
 * (MongoDB's come from the network); here the answer is at hand, and a failure is a rejection. Written out
 * per method: a closure per call was a good part of a write.
 */
export function createCollection<T extends Doc>(name: string, docs: DocMap<T>, touched: Touched, indexes: FieldIndexes<T>): Collection<T> {
  const now = collectionOperations(name, docs, touched, indexes);
  return {
    find(filter, options) {
      try {
        return Promise.resolve(now.find(filter, options));
      } catch (err) {
        return rejected(err);
      }
    },
    findOne(filter, options) {
      try {
        return Promise.resolve(now.findOne(filter, options));
      } catch (err) {
        return rejected(err);
      }
    },
    countDocuments(filter = {}) {
      try {
        return Promise.resolve(now.countDocuments(filter));
      } catch (err) {
        return rejected(err);
      }
    },
    aggregate<R>(pipeline: Record<string, unknown>[]) {
      try {
        return Promise.resolve(now.aggregate<R>(pipeline));
      } catch (err) {
        return rejected(err);
      }
    },
    insertOne(doc) {
      try {
        return Promise.resolve(now.insertOne(doc));
      } catch (err) {
        return rejected(err);
      }
    },
    updateOne(filter, upd, options) {
      try {
        return Promise.resolve(now.updateOne(filter, upd, options));
      } catch (err) {
        return rejected(err);
      }
    },
    updateMany(filter, upd) {
      try {
        return Promise.resolve(now.updateMany(filter, upd));
      } catch (err) {
        return rejected(err);
      }
    },
    deleteOne(filter) {
      try {
        return Promise.resolve(now.deleteOne(filter));
      } catch (err) {
        return rejected(err);
      }
    },
    deleteMany(filter) {
      try {
        return Promise.resolve(now.deleteMany(filter));
      } catch (err) {
        return rejected(err);
      }
    },
  };
}

const rejected = (err: unknown) => Promise.reject(err instanceof Error ? err : new Error(String(err)));
