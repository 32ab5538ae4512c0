import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { find as mingoFind } from 'mingo';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryReadStore, residentDocuments } from './memory-read-store.js';
import type { ReadStore } from './read-store.js';
import { readStoreContract } from './read-store.contract.js';

const dir = mkdtempSync(path.join(tmpdir(), 'read-models-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileFor = () => path.join(dir, `read-models-${(files += 1)}.db`);

readStoreContract('in-memory (mingo)', async () => createMemoryReadStore());
readStoreContract('in-memory (mingo), persisted to a file', async () => createMemoryReadStore({ file: fileFor() }));
readStoreContract('in-memory (mingo), paged from its file', async () =>
  createMemoryReadStore({ file: fileFor(), pagedCache: 2 }),
);

async function dump(store: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await store.listCollections()).sort())
    out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
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

  it('reads back what JSON cannot hold exactly too: undefined fields (stored as null, as MongoDB does), -0, NaN, dates', async () => {
    const file = fileFor();
    const store = createMemoryReadStore({ file });
    const odd = { _id: 'odd', none: undefined, zero: -0, nan: Number.NaN, at: new Date(5), list: [1, null, 'x'] };
    await store.collection('c').insertOne(odd);
    await store.collection('c').insertOne({ _id: 'plain', n: 1.5, s: 'ş', list: [{ a: true }] });
    await store.close();
    const reopened = createMemoryReadStore({ file });
    const back = (await reopened.collection('c').findOne({ _id: 'odd' }))!;
    expect('none' in back && back.none === null).toBe(true);
    expect(Object.is(back.zero, -0) && Number.isNaN(back.nan)).toBe(true);
    expect(back.at).toEqual(new Date(5));
    expect(await reopened.collection('c').findOne({ _id: 'plain' })).toEqual({
      _id: 'plain',
      n: 1.5,
      s: 'ş',
      list: [{ a: true }],
    });
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

  it('writes a collection emptied since the last persist whole, as memory holds it, in its order (a rebuild)', async () => {
    const file = fileFor();
    const store = createMemoryReadStore({ file });
    const c = store.collection('rows');
    for (const id of ['x', 'y', 'z']) await c.insertOne({ _id: id, n: 0 });
    await store.persist!();
    await store.dropCollection('rows');
    for (const id of ['b', 'a', 'y', 'c']) await c.insertOne({ _id: id, n: 1 });
    await c.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
    await c.deleteOne({ _id: 'b' });
    await c.updateOne({ _id: 'b' }, { $set: { n: 3 } }, { upsert: true });
    await c.deleteOne({ _id: 'c' });
    const inMemory = await c.find({});
    expect(inMemory.map((d) => d._id)).toEqual(['a', 'y', 'b']);
    await store.close();
    for (const reopened of [createMemoryReadStore({ file }), createMemoryReadStore({ file, pagedCache: 1 })]) {
      expect(await reopened.collection('rows').find({})).toEqual(inMemory);
      await reopened.close();
    }
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
    expect(await dump(after)).toEqual({
      c: [
        { _id: 'a', n: 2 },
        { _id: 'b', n: 1 },
      ],
    });
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
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const filters = [
      { userId: 'a' },
      { userId: null },
      { userId: 1, status: 'b' },
      { status: { $in: ['a', null] } },
      { userId: { $eq: 'b' } },
      { userId: 'a', status: { $ne: 'c' } },
    ];
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

describe('the store that writes the file pages what is only read by _id', () => {
  /** A store that writes the file, with a small working set, beside one that keeps everything in memory. */
  const pair = () => ({ file: fileFor(), plain: createMemoryReadStore() });

  it('answers exactly as a store that keeps everything in memory, in the same order, through persists, evictions and restarts', async () => {
    const { file, plain } = pair();
    let paged = createMemoryReadStore({ file, pagedCache: 6 });
    let seed = 11;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 900; i += 1) {
      const id = `d${random(60)}`;
      const op = random(10);
      const name = random(3) === 0 ? 'scanned' : 'rows';
      const drop = random(4) === 0;
      for (const store of [plain, paged]) {
        const c = store.collection(name);
        if (op < 3) await c.updateOne({ _id: id }, { $inc: { n: 1 }, $set: { k: i % 4 } }, { upsert: true });
        else if (op < 5) await c.insertOne({ _id: `new${i}`, k: i % 4 });
        else if (op < 7) await c.deleteOne({ _id: id });
        else if (op === 7) await c.findOne({ _id: id });
        else if (op === 8 && name === 'scanned')
          await c.find({ k: 2 }); // a scan: 'scanned' is kept whole
        else if (op === 8) await c.find({ _id: { $in: [id, `new${i - 1}`] } });
        else if (drop) await store.dropCollection(name);
      }
      if (i % 40 === 39) await paged.persist!();
      if (i % 300 === 299) {
        await paged.close(); // a restart: nothing is loaded until asked
        paged = createMemoryReadStore({ file, pagedCache: 6 });
      }
      if (i % 50 === 0) {
        for (const name of ['rows', 'scanned']) {
          expect(await paged.collection(name).find({ _id: id })).toEqual(await plain.collection(name).find({ _id: id }));
        }
      }
    }
    for (const name of ['rows', 'scanned']) {
      for (const filter of [{}, { k: 1 }, { k: { $in: [0, 2] } }]) {
        expect(await paged.collection(name).find(filter)).toEqual(await plain.collection(name).find(filter));
        expect(await paged.collection(name).countDocuments(filter)).toBe(await plain.collection(name).countDocuments(filter));
      }
    }
    expect((await paged.listCollections()).sort()).toEqual((await plain.listCollections()).sort());
    await paged.close();
  });

  it('a start loads nothing; lookups by _id keep a bounded working set; a scan loads the collection whole', async () => {
    const file = fileFor();
    const first = createMemoryReadStore({ file, pagedCache: 10 });
    for (let i = 0; i < 100; i += 1) await first.collection('rows').insertOne({ _id: `r${i}`, k: i % 3 });
    await first.close();

    const store = createMemoryReadStore({ file, pagedCache: 10 });
    expect(residentDocuments(store)).toEqual({});
    for (let i = 0; i < 100; i += 7)
      expect(await store.collection('rows').findOne({ _id: `r${i}` })).toEqual({ _id: `r${i}`, k: i % 3 });
    await store.collection('rows').updateOne({ _id: 'r50' }, { $inc: { k: 10 } });
    await store.persist!();
    expect(residentDocuments(store).rows).toBeLessThanOrEqual(10);
    expect(await store.collection('rows').countDocuments({ k: 0 })).toBe(34);
    expect(residentDocuments(store).rows).toBe(100);
    await store.persist!();
    expect(residentDocuments(store).rows).toBe(100); // scanned: kept whole
    await store.close();
  });
});
