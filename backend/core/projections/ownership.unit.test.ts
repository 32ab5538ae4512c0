import { describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { EventStore } from '../event-store/event-store.js';
import { CHECKPOINTS } from './checkpoints.js';
import { checkCollectionOwners, ensureProjectionIndexes, ownedStore } from './ownership.js';
import { defineProjection, type ProjectionIndex } from './projection.js';
import { createProjectionRunner } from './runner.js';

const projection = (name: string, collections: string[]) =>
  defineProjection({
    name,
    version: 1,
    collections,
    handles: [],
    apply: async () => {},
  });

describe('collection ownership', () => {
  it("the app's projections each own their collections", () => {
    expect(() => checkCollectionOwners(allProjections)).not.toThrow();
  });

  it('refuses two projections declaring one collection, naming both', () => {
    expect(() =>
      checkCollectionOwners([projection('users', ['users']), projection('member-points', ['memberPoints', 'users'])]),
    ).toThrow('Collection "users" is declared by both "users" and "member-points"');
    expect(() => checkCollectionOwners([projection('a', ['x']), projection('a', ['y'])])).toThrow(
      'Two projections are named "a"',
    );
    expect(() => checkCollectionOwners([projection('a', [CHECKPOINTS])])).toThrow('holds the checkpoints');
  });

  it('a runner given such projections refuses to start', () => {
    const events = {} as EventStore; // never reached: the check comes first
    expect(() =>
      createProjectionRunner(events, createMemoryReadStore(), [projection('a', ['x']), projection('b', ['x'])]),
    ).toThrow('each collection has one owner');
  });

  it('a projection reads any collection but writes only its own', async () => {
    const store = createMemoryReadStore();
    await store.collection('users').insertOne({ _id: 'u1', points: 5 });
    const mine = ownedStore(store, projection('member-points', ['memberPoints']));
    expect(await mine.collection('users').findOne({ _id: 'u1' })).toEqual({
      _id: 'u1',
      points: 5,
    });
    await mine.collection('memberPoints').updateOne({ _id: 'u1' }, { $set: { points: 7 } }, { upsert: true });
    await expect(mine.collection('users').updateOne({ _id: 'u1' }, { $set: { points: 7 } })).rejects.toThrow(
      'Projection "member-points" tried updateOne on "users", which it does not declare.',
    );
    await expect(mine.collection('users').deleteMany({})).rejects.toThrow('deleteMany');
    await expect(mine.dropCollection('users')).rejects.toThrow('dropCollection');
    expect(await store.collection('users').findOne({ _id: 'u1' })).toEqual({
      _id: 'u1',
      points: 5,
    });
  });

  it('refuses an index on a collection the projection does not own', () => {
    const p = {
      ...projection('a', ['x']),
      indexes: [{ collection: 'y', keys: { f: 1 as const } }],
    };
    expect(() => checkCollectionOwners([p])).toThrow('declares an index on "y", which it does not own');
  });

  it("asks a store that has indexes for each projection's, grouped by collection", async () => {
    const calls: [string, unknown][] = [];
    const store = {
      ...createMemoryReadStore(),
      ensureIndexes: async (c: string, keys: unknown) => void calls.push([c, keys]),
    };
    const indexes: ProjectionIndex[] = [
      { collection: 'x', keys: { f: 1 as const } },
      { collection: 'y', keys: { g: -1 as const } },
      { collection: 'x', keys: { h: 1 as const, f: -1 as const } },
    ];
    const p = { ...projection('a', ['x', 'y']), indexes };
    await ensureProjectionIndexes(store, [p, projection('b', ['z'])]);
    expect(calls).toEqual([
      ['x', [{ f: 1 }, { h: 1, f: -1 }]],
      ['y', [{ g: -1 }]],
    ]);
  });
});
