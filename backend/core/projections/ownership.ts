import type { Collection, Doc, Filter, FindOptions, ReadStore, UpdateResult } from '../read-store/read-store.js';
import { CHECKPOINTS } from './checkpoints.js';
import type { Projection } from './projection.js';

/**
 * Each collection belongs to one projection: it is emptied when that projection alone is rebuilt, so a
 * second writer's fields would be lost (member points once wrote `users.points`, and rebuilding the users
 * read model reset everyone's balance). Refuses, at start, two projections declaring one collection.
 */
export function checkCollectionOwners(projections: Projection[]): void {
  const owner = new Map<string, string>();
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`Two projections are named "${p.name}": each needs its own checkpoint.`);
    names.add(p.name);
    for (const c of p.collections) {
      if (c === CHECKPOINTS) throw new Error(`Projection "${p.name}" declares "${c}", which holds the checkpoints.`);
      const other = owner.get(c);
      if (other)
        throw new Error(`Collection "${c}" is declared by both "${other}" and "${p.name}": each collection has one owner.`);
      owner.set(c, p.name);
    }
    for (const i of p.indexes ?? []) {
      if (!p.collections.includes(i.collection))
        throw new Error(`Projection "${p.name}" declares an index on "${i.collection}", which it does not own.`);
    }
  }
}

/** Creates every projection's declared indexes in a store that has them (MongoDB); run after any drop. */
export async function ensureProjectionIndexes(store: ReadStore, projections: Projection[]): Promise<void> {
  if (!store.ensureIndexes) return;
  for (const p of projections) {
    const byCollection = new Map<string, Record<string, 1 | -1>[]>();
    for (const i of p.indexes ?? []) byCollection.set(i.collection, [...(byCollection.get(i.collection) ?? []), i.keys]);
    for (const [collection, keys] of byCollection) await store.ensureIndexes(collection, keys);
  }
}

/**
 * The store as one projection sees it: it may read any collection but write only those it declares, so
 * a write behind another projection's back fails at once (and in every test) instead of at the next rebuild.
 * Classes, so every runner's projections call the same functions (a rebuild makes a runner of its own).
 */
export function ownedStore(store: ReadStore, projection: Projection): ReadStore {
  return new OwnedStore(store, projection);
}

class OwnedStore implements ReadStore {
  private readonly own: Set<string>;
  private readonly readOnly = new Map<string, Collection>();
  // Only what the store has itself: MongoDB has indexes to ensure, the embedded store a persist.
  readonly ensureIndexes?: ReadStore['ensureIndexes'];
  readonly persist?: ReadStore['persist'];

  constructor(
    private readonly store: ReadStore,
    private readonly projection: Projection,
  ) {
    this.own = new Set(projection.collections);
    if (store.ensureIndexes) this.ensureIndexes = (collection, indexes) => store.ensureIndexes!(collection, indexes);
    if (store.persist) this.persist = () => store.persist!();
  }

  collection<T extends Doc>(name: string): Collection<T> {
    const c = this.store.collection<T>(name);
    if (this.own.has(name)) return c;
    let guarded = this.readOnly.get(name);
    if (!guarded) this.readOnly.set(name, (guarded = new ReadOnlyCollection(c, name, this.projection.name)));
    return guarded as unknown as Collection<T>;
  }

  listCollections() {
    return this.store.listCollections();
  }

  dropCollection(name: string): Promise<void> {
    return refused(this.projection.name, 'dropCollection', name);
  }

  rename(from: string, to: string): Promise<void> {
    return refused(this.projection.name, 'rename', `${from}" to "${to}`);
  }

  close() {
    return this.store.close();
  }
}

const refused = (projection: string, op: string, name: string) =>
  Promise.reject(new Error(`Projection "${projection}" tried ${op} on "${name}", which it does not declare.`));

/** Another projection's collection: read as it is, every write refused. */
class ReadOnlyCollection implements Collection {
  constructor(
    private readonly c: Collection,
    private readonly name: string,
    private readonly projection: string,
  ) {}

  find(filter?: Filter, options?: FindOptions) {
    return this.c.find(filter, options);
  }

  findOne(filter: Filter, options?: Omit<FindOptions, 'limit' | 'skip'>) {
    return this.c.findOne(filter, options);
  }

  countDocuments(filter?: Filter) {
    return this.c.countDocuments(filter);
  }

  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]) {
    return this.c.aggregate<R>(pipeline);
  }

  insertOne(): Promise<void> {
    return refused(this.projection, 'insertOne', this.name);
  }

  updateOne(): Promise<UpdateResult> {
    return refused(this.projection, 'updateOne', this.name);
  }

  updateMany(): Promise<UpdateResult> {
    return refused(this.projection, 'updateMany', this.name);
  }

  deleteOne(): Promise<{ deletedCount: number }> {
    return refused(this.projection, 'deleteOne', this.name);
  }

  deleteMany(): Promise<{ deletedCount: number }> {
    return refused(this.projection, 'deleteMany', this.name);
  }
}
