import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { find as mingoFind } from 'mingo';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memory-read-store.js';
import type { ReadStore } from './read-store.js';
import { readStoreContract } from './read-store.contract.js';

const dir = mkdtempSync(path.join(tmpdir(), 'read-models-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileFor = () => path.join(dir, `read-models-${(files += 1)}.db`);

readStoreContract('in-memory (mingo)', async () => createMemoryReadStore());
readStoreContract('in-memory (mingo), persisted to a file', async () => createMemoryReadStore({ file: fileFor() }));

async function dump(store: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await store.listCollections()).sort()) out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return out;
}

describe('the embedded read store on disk', () => {
  it('reads back exactly what persist wrote, for every kind of write', async () => {
    const file = fileFor();
    const store = createMemoryReadStore({ file });
    const users = store.collection('users');
    const days = store.collection('days');
    await users.insertOne({ _id: 'u1', name: 'Ayşe', tags: ['a'], nested: { n: 1 }, at: new Date('2025-01-02T03:04:05Z') });
    await users.insertOne({ _id: 'u2', name: 'Burak', points: 5 });
    await users.insertOne({ _id: 'u3', name: 'Cem' });
    await users.updateOne({ _id: 'u1' }, { $set: { 'nested.m': 2 }, $push: { tags: 'b' }, $inc: { points: 3 } });
    await users.updateOne({ _id: 'u4' }, { $set: { name: 'Derya' }, $setOnInsert: { points: 0 } }, { upsert: true });
    await users.updateMany({ points: { $exists: true } }, { $inc: { points: 1 } });
    await users.updateOne({ _id: 'u2' }, { $unset: { points: '' } });
    await users.deleteOne({ _id: 'u3' });
    await days.insertOne({ _id: 'd1', views: 1 });
    await store.dropCollection('days');
    await days.insertOne({ _id: 'd2', views: 2 });
    await store.collection('gone').insertOne({ _id: 'g', x: 1 });
    await store.collection('gone').deleteMany({});
    await store.persist!();
    const before = await dump(store);
    await store.close();

    const reopened = createMemoryReadStore({ file });
    expect(await dump(reopened)).toEqual(before);
    expect(before.days).toEqual([{ _id: 'd2', views: 2 }]);
    expect((await reopened.collection('users').findOne({ _id: 'u1' }))!.at).toBeInstanceOf(Date);
    await reopened.close();
  });

  it('keeps each collection in the order its documents were written, as memory does (ties in a sort answer the same)', async () => {
    const file = fileFor();
    const store = createMemoryReadStore({ file });
    const c = store.collection('events');
    for (const id of ['b', 'a', 'c']) await c.insertOne({ _id: id, day: 1 });
    await store.persist!();
    await c.deleteOne({ _id: 'b' });
    await c.insertOne({ _id: 'b', day: 1 });
    await c.updateOne({ _id: 'a' }, { $set: { day: 1, seen: true } });
    await c.insertOne({ _id: 'd', day: 1 });
    const inMemory = (await c.find({}, { sort: { day: 1 } })).map((d) => d._id);
    expect(inMemory).toEqual(['a', 'c', 'b', 'd']);
    await store.close();
    const reopened = createMemoryReadStore({ file });
    expect((await reopened.collection('events').find({}, { sort: { day: 1 } })).map((d) => d._id)).toEqual(inMemory);
    await reopened.close();
  });

  it('writes nothing between persists: what was not persisted is not on disk (close persists)', async () => {
    const file = fileFor();
    const store = createMemoryReadStore({ file });
    await store.collection('c').insertOne({ _id: 'a', n: 1 });
    await store.persist!();
    await store.collection('c').updateOne({ _id: 'a' }, { $set: { n: 2 } });
    await store.collection('c').insertOne({ _id: 'b', n: 1 });
    const peek = createMemoryReadStore({ file });
    expect(await dump(peek)).toEqual({ c: [{ _id: 'a', n: 1 }] });
    await peek.close();
    await store.close();
    const after = createMemoryReadStore({ file });
    expect(await dump(after)).toEqual({ c: [{ _id: 'a', n: 2 }, { _id: 'b', n: 1 }] });
    await after.close();
  });

  it('one store writes the file: a second one on it loads it but never writes, until the first has closed', async () => {
    const file = fileFor();
    const first = createMemoryReadStore({ file });
    await first.collection('c').insertOne({ _id: 'a', by: 'first' });
    await first.persist!();
    const second = createMemoryReadStore({ file });
    expect(await dump(second)).toEqual({ c: [{ _id: 'a', by: 'first' }] });
    await second.collection('c').insertOne({ _id: 'b', by: 'second' });
    await second.close();
    await first.close();
    const third = createMemoryReadStore({ file });
    expect(await dump(third)).toEqual({ c: [{ _id: 'a', by: 'first' }] });
    await third.collection('c').insertOne({ _id: 'c', by: 'third' });
    await third.close();
    const fourth = createMemoryReadStore({ file });
    expect((await dump(fourth)).c).toHaveLength(2);
    await fourth.close();
  });

  it('answers through the indexes it builds exactly as a scan does, in the same order, whatever the writes', async () => {
    const store = createMemoryReadStore();
    const c = store.collection('orders');
    const values = ['a', 'b', 'c', null, 1, true, ['a', 'b'], { x: 1 }, undefined];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const filters = [{ userId: 'a' }, { userId: null }, { userId: 1, status: 'b' }, { status: { $in: ['a', null] } }, { userId: { $eq: 'b' } }, { userId: 'a', status: { $ne: 'c' } }];
    for (let i = 0; i < 600; i += 1) {
      const id = `o${random(40)}`;
      const v = () => values[random(values.length)];
      const op = random(6);
      if (op === 0) await c.insertOne({ _id: `n${i}`, userId: v(), status: v() });
      else if (op === 1) await c.updateOne({ _id: id }, { $set: { userId: v() } }, { upsert: true });
      else if (op === 2) await c.updateOne({ _id: id }, { $unset: { status: '' } });
      else if (op === 3) await c.deleteOne({ _id: id });
      else if (op === 4) await c.updateMany({ userId: 'a' }, { $set: { status: v() ?? 'z' } });
      else await c.deleteMany({ status: 'c' });
      if (i % 20 === 0) {
        const all = await c.find({});
        for (const f of filters) expect(await c.find(f)).toEqual(mingoFind(all, f).all());
      }
    }
    await store.dropCollection('orders');
    expect(await c.find({ userId: 'a' })).toEqual([]);
    await c.insertOne({ _id: 'after', userId: 'a' });
    expect(await c.find({ userId: 'a' })).toEqual([{ _id: 'after', userId: 'a' }]);
  });
});
