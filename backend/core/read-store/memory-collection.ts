import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from './read-store.js';
import type { FieldIndexes } from './memory-index.js';
import { type ChangeTracker, CollectionOperations } from './memory-operations.js';
import type { DocMap } from './paged-docs.js';

export type { ChangeTracker } from './memory-operations.js';

/**
 * One collection of the embedded store (see CollectionOperations). The port answers with promises
 * (MongoDB's come from the network); here the answer is at hand, and a failure is a rejection. Written out
 * per method, no closure per call; a class, so every store's collections run the same functions.
 */
export class MemoryCollection<T extends Doc> implements Collection<T> {
  private readonly now: CollectionOperations<T>;

  constructor(name: string, docs: DocMap<T>, tracker: ChangeTracker, indexes: FieldIndexes<T>) {
    this.now = new CollectionOperations(name, docs, tracker, indexes);
  }

  find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    try {
      return Promise.resolve(this.now.find(filter, options));
    } catch (err) {
      return rejected(err);
    }
  }

  findOne(filter: Filter, options?: Omit<FindOptions, 'limit' | 'skip'>): Promise<T | null> {
    try {
      return Promise.resolve(this.now.findOne(filter, options));
    } catch (err) {
      return rejected(err);
    }
  }

  countDocuments(filter?: Filter): Promise<number> {
    try {
      return Promise.resolve(this.now.countDocuments(filter));
    } catch (err) {
      return rejected(err);
    }
  }

  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    try {
      return Promise.resolve(this.now.aggregate<R>(pipeline));
    } catch (err) {
      return rejected(err);
    }
  }

  insertOne(doc: T): Promise<void> {
    try {
      this.now.insertOne(doc);
      return Promise.resolve();
    } catch (err) {
      return rejected(err);
    }
  }

  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    try {
      return Promise.resolve(this.now.updateOne(filter, update, options));
    } catch (err) {
      return rejected(err);
    }
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    try {
      return Promise.resolve(this.now.updateMany(filter, update));
    } catch (err) {
      return rejected(err);
    }
  }

  deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    try {
      return Promise.resolve(this.now.deleteOne(filter));
    } catch (err) {
      return rejected(err);
    }
  }

  deleteMany(filter?: Filter): Promise<{ deletedCount: number }> {
    try {
      return Promise.resolve(this.now.deleteMany(filter));
    } catch (err) {
      return rejected(err);
    }
  }
}

const rejected = (err: unknown) => Promise.reject(err instanceof Error ? err : new Error(String(err)));
