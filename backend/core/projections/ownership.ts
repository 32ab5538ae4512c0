import type { Collection, Doc, ReadStore } from '../read-store/read-store.js';
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
      if (other) throw new Error(`Collection "${c}" is declared by both "${other}" and "${p.name}": each collection has one owner.`);
      owner.set(c, p.name);
    }
    for (const i of p.indexes ?? []) {
      if (!p.collections.includes(i.collection)) throw new Error(`Projection "${p.name}" declares an index on "${i.collection}", which it does not own.`);
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

const WRITES = ['insertOne', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany'] as const;

/**
 * The store as one projection sees it: it may read any collection but write only those it declares, so
 * a write behind another projection's back fails at once (and in every test) instead of at the next rebuild.
 */
export function ownedStore(store: ReadStore, projection: Projection): ReadStore {
  const own = new Set(projection.collections);
  const readOnly = new Map<string, Collection>();
  const refuse = (name: string, op: string) => () =>
    Promise.reject(new Error(`Projection "${projection.name}" tried ${op} on "${name}", which it does not declare.`));
  return {
    ...store,
    collection<T extends Doc>(name: string) {
      const c = store.collection<T>(name);
      if (own.has(name)) return c;
      let guarded = readOnly.get(name);
      if (!guarded) {
        const r = c as unknown as Collection;
        guarded = {
          find: (f, o) => r.find(f, o),
          findOne: (f, o) => r.findOne(f, o),
          countDocuments: (f) => r.countDocuments(f),
          aggregate: <R>(p: Record<string, unknown>[]) => r.aggregate<R>(p),
          ...(Object.fromEntries(WRITES.map((op) => [op, refuse(name, op)])) as unknown as Pick<Collection, (typeof WRITES)[number]>),
        };
        readOnly.set(name, guarded);
      }
      return guarded as unknown as Collection<T>;
    },
    dropCollection: (name) => refuse(name, 'dropCollection')(),
  };
}
