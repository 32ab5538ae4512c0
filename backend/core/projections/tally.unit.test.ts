import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { guardedUpsert } from './guarded.js';
import { Tally } from './tally.js';

/** Events 1..n, each counting one view into one of three documents, with an hourly field too. */
const events = Array.from({ length: 30 }, (_, i) => ({ position: i + 1, id: `d${i % 3}`, hour: `h${i % 2}` }));

async function oneByOne(store: ReadStore, list: typeof events) {
  for (const e of list) {
    await guardedUpsert(store.collection('counts'), e.id, e.position, {
      $inc: { views: 1, [`hours.${e.hour}`]: 1 },
      $set: { kind: 'page' },
    });
  }
}

async function tallied(store: ReadStore, list: typeof events) {
  const tally = new Tally();
  for (const e of list) tally.add('counts', e.id, e.position, { views: 1, [`hours.${e.hour}`]: 1 }).set ??= { kind: 'page' };
  await tally.write(store);
}

const dump = (store: ReadStore) => store.collection('counts').find({}, { sort: { _id: 1 } });

describe('a tally of a batch of events', () => {
  it('writes what one guarded update per event writes', async () => {
    const [each, batch] = [createMemoryReadStore(), createMemoryReadStore()];
    await oneByOne(each, events);
    await tallied(batch, events.slice(0, 12));
    await tallied(batch, events.slice(12));
    expect(await dump(batch)).toEqual(await dump(each));
    expect((await dump(batch)).map((d) => d.views)).toEqual([10, 10, 10]);
  });

  it('counts nothing twice when a batch comes again, whole or overlapping what was counted', async () => {
    const [each, batch] = [createMemoryReadStore(), createMemoryReadStore()];
    await oneByOne(each, events);
    await tallied(batch, events.slice(0, 20));
    await tallied(batch, events.slice(0, 20)); // the same batch again
    await tallied(batch, events.slice(10)); // a redelivery that starts inside what was counted
    expect(await dump(batch)).toEqual(await dump(each));
  });

  it('does not depend on the order events are added in', async () => {
    const [ordered, shuffled] = [createMemoryReadStore(), createMemoryReadStore()];
    await tallied(ordered, events);
    await tallied(shuffled, [...events.slice(15), ...events.slice(0, 15)].reverse());
    expect(await dump(shuffled)).toEqual(await dump(ordered));
    await tallied(shuffled, events.slice(5, 25).reverse()); // again, partly: nothing changes
    expect(await dump(shuffled)).toEqual(await dump(ordered));
  });

  it('counts only the newer events of a document that had counted part of the batch', async () => {
    const store = createMemoryReadStore();
    await oneByOne(store, events.slice(0, 7)); // d0 has counted up to position 7, d1 to 5, d2 to 6
    await tallied(store, events);
    const [d0] = await store.collection('counts').find({ _id: 'd0' });
    expect(d0).toMatchObject({ views: 10, _pos: 28 });
  });
});
