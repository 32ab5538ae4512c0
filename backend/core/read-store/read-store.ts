/**
 * The read store port: the small subset of MongoDB's collection API that projections and queries use.
 * Adapters: the MongoDB driver (production) and mingo over in-memory documents (embedded).
 */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $unset?: Record<string, ''>;
  $setOnInsert?: Record<string, unknown>;
  $max?: Record<string, unknown>;
};
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
  projection?: Record<string, 0 | 1>;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Omit<FindOptions, 'limit' | 'skip'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter?: Filter): Promise<{ deletedCount: number }>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Names of collections that hold documents. */
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /**
   * Puts collection `from` in the place of `to`, replacing what `to` held, in one step for readers of `to`
   * (MongoDB's renameCollection with dropTarget). A missing or empty `from` leaves `to` empty. A rebuild
   * fills shadow collections and swaps them in with this, so readers never see a read model half built.
   */
  rename(from: string, to: string): Promise<void>;
  /**
   * Creates these indexes if missing (idempotent). Only MongoDB has it: the embedded store builds the
   * equality indexes its queries need by itself.
   */
  ensureIndexes?(collection: string, indexes: Record<string, 1 | -1>[]): Promise<void>;
  /**
   * Makes every write so far durable, in one step. Only a store that keeps its documents in memory has it
   * (the projection runner calls it with the checkpoints); a store that writes through needs none.
   */
  persist?(): Promise<void>;
  /**
   * Persists every write so far and leaves no older copy of an overwritten document on disk (an erasure:
   * docs/privacy.md). Only a store that keeps a file of its own has it; MongoDB's oplog and backups are
   * the operator's (docs/privacy.md says what to do).
   */
  shred?(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by insertOne (and an upsert that would insert) when the _id already exists. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(collection: string, id: string) {
    super(`E11000 duplicate key error collection: ${collection} _id: ${id}`);
    this.name = 'DuplicateKeyError';
  }
}

export const isDuplicateKeyError = (err: unknown): boolean =>
  err instanceof DuplicateKeyError || (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000);
