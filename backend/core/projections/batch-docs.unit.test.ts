import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { BatchDocs } from './batch-docs.js';

type Set = [id: string, fields: Record<string, unknown>];

/** Sets as a projection makes them: some documents changed twice, one that exists before, fields added later. */
const sets: Set[] = [
  ['b', { n: 1, kind: 'x' }],
  ['a', { n: 1 }],
  ['b', { n: 2, extra: true }],
  ['old', { n: 5 }],
  ['a', { kind: 'y', n: 3 }],
];

async function seeded() {
  const store = createMemoryReadStore();
  await store.collection('docs').insertOne({ _id: 'old', n: 0, note: 'kept' });
  return store;
}

// In collection order (no sort): a batch must also leave the documents in the order one-by-one writes leave them.
const dump = (store: ReadStore) => store.collection('docs').find({});

describe('documents changed through a batch', () => {
  it('leave what one upsert per change leaves, fields and order alike, and read back as the batch left them', async () => {
    const [each, batch] = [await seeded(), await seeded()];
    for (const [id, fields] of sets) await each.collection('docs').updateOne({ _id: id }, { $set: fields }, { upsert: true });

    const docs = new BatchDocs(batch.collection('docs'));
    await docs.load(['a', 'b']);
    expect(docs.get('a')).toBeNull();
    expect(() => docs.get('old')).toThrow(/not loaded/);
    for (const [id, fields] of sets) docs.set(id, fields);
    expect(docs.get('a')).toEqual({ _id: 'a', n: 3, kind: 'y' });
    // Set before it was first read: the stored fields with the batch's on top.
    await docs.load(['old', 'a']);
    expect(docs.get('old')).toEqual({ _id: 'old', n: 5, note: 'kept' });
    expect(docs.get('a')).toEqual({ _id: 'a', n: 3, kind: 'y' });
    expect(await dump(batch)).toEqual([{ _id: 'old', n: 0, note: 'kept' }]); // nothing written before the flush
    await docs.flush();

    expect(await dump(batch)).toEqual(await dump(each));
    expect((await dump(batch)).map((d) => Object.keys(d))).toEqual((await dump(each)).map((d) => Object.keys(d)));
  });

  it('writes each changed document once and starts the next batch from the store', async () => {
    const store = await seeded();
    const coll = store.collection('docs');
    let writes = 0;
    const counted = Object.assign(Object.create(coll) as typeof coll, {
      updateOne: (...args: Parameters<typeof coll.updateOne>) => ((writes += 1), coll.updateOne(...args)),
    });
    const docs = new BatchDocs(counted);
    for (const [id, fields] of sets) docs.set(id, fields);
    await docs.flush();
    expect(writes).toBe(3);
    await coll.updateOne({ _id: 'a' }, { $set: { n: 10 } });
    await docs.load(['a']);
    expect(docs.get('a')).toEqual({ _id: 'a', n: 10, kind: 'y' });
    await docs.flush();
    expect(writes).toBe(3);
  });
});
