import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Collection, type Doc, isDuplicateKeyError, type ReadStore } from './read-store.js';

interface Card extends Doc {
  title: string;
  category: string;
  score: number;
  tags: string[];
  owner?: { name: string; city?: string };
  hidden?: boolean;
  [key: string]: unknown;
}

const CARDS: Card[] = [
  { _id: 'c1', title: 'Alpha', category: 'games', score: 10, tags: ['new', 'hot'], owner: { name: 'ayse' } },
  { _id: 'c2', title: 'Beta', category: 'games', score: 30, tags: ['hot'] },
  { _id: 'c3', title: 'Gamma', category: 'finance', score: 20, tags: [], hidden: true },
  { _id: 'c4', title: 'Delta', category: 'finance', score: 30, tags: ['new'] },
  { _id: 'c5', title: 'Epsilon', category: 'sports', score: 5, tags: ['hot'], hidden: false },
];

const ids = (docs: Doc[]) => docs.map((d) => d._id);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the operation to fail');
}

/** One suite for every ReadStore adapter. Collections get a per-run prefix, so a shared server is fine. */
export function readStoreContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const prefix = `contract_${randomUUID().slice(0, 8)}_`;
    let store: ReadStore;
    let cards: Collection<Card>;
    let n = 0;
    /** Every collection the suite touches, so afterAll drops them all (emptied ones are not listed). */
    const touched = new Set<string>();
    const collection = <T extends Doc>(name: string) => (touched.add(name), store.collection<T>(name));
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      for (const c of touched) await store.dropCollection(c);
      await store.close();
    });
    beforeEach(async () => {
      cards = collection<Card>(`${prefix}cards_${(n += 1)}`);
      for (const c of CARDS) await cards.insertOne(structuredClone(c));
    });

    it('finds by equality, $in, $gt/$lt, $or, $exists, array element and dotted path', async () => {
      const find = async (filter: Record<string, unknown>) => ids(await cards.find(filter, { sort: { _id: 1 } }));
      expect(await find({})).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
      expect(await find({ category: 'games' })).toEqual(['c1', 'c2']);
      expect(await find({ category: { $in: ['finance', 'sports'] } })).toEqual(['c3', 'c4', 'c5']);
      expect(await find({ _id: { $in: ['c4', 'nope', 'c2', 'c4'] } })).toEqual(['c2', 'c4']);
      expect(await find({ _id: { $in: ['c1', 'c2', 'c3'] }, category: 'games' })).toEqual(['c1', 'c2']);
      expect(await find({ score: { $gt: 5, $lt: 30 } })).toEqual(['c1', 'c3']);
      expect(await find({ $or: [{ category: 'sports' }, { score: 30 }] })).toEqual(['c2', 'c4', 'c5']);
      expect(await find({ hidden: { $exists: true } })).toEqual(['c3', 'c5']);
      expect(await find({ hidden: { $exists: false } })).toEqual(['c1', 'c2', 'c4']);
      expect(await find({ tags: 'hot' })).toEqual(['c1', 'c2', 'c5']);
      expect(await find({ 'owner.name': 'ayse' })).toEqual(['c1']);
      expect(await find({ category: 'none' })).toEqual([]);
    });

    it('finds by a substring $regex (string pattern) inside $and / $or, as the staff search does', async () => {
      const find = async (filter: Record<string, unknown>) => ids(await cards.find(filter, { sort: { _id: 1 } }));
      expect(await find({ category: { $regex: 'am' } })).toEqual(['c1', 'c2']);
      expect(
        await find({
          $and: [{ score: { $exists: true } }, { $or: [{ category: { $regex: 'nan' } }, { _id: { $regex: '5' } }] }],
        }),
      ).toEqual(['c3', 'c4', 'c5']);
      expect(await find({ category: { $regex: '\\.\\*' } })).toEqual([]);
    });

    it('sorts ascending, descending and by several keys, then skips and limits', async () => {
      expect(ids(await cards.find({}, { sort: { title: 1 } }))).toEqual(['c1', 'c2', 'c4', 'c5', 'c3']);
      expect(ids(await cards.find({}, { sort: { title: -1 } }))).toEqual(['c3', 'c5', 'c4', 'c2', 'c1']);
      expect(ids(await cards.find({}, { sort: { score: -1, _id: 1 } }))).toEqual(['c2', 'c4', 'c3', 'c1', 'c5']);
      expect(ids(await cards.find({}, { sort: { category: 1, score: -1 } }))).toEqual(['c4', 'c3', 'c2', 'c1', 'c5']);
      expect(ids(await cards.find({}, { sort: { score: -1, _id: -1 }, limit: 2 }))).toEqual(['c4', 'c2']);
      expect(ids(await cards.find({}, { sort: { _id: 1 }, skip: 1, limit: 2 }))).toEqual(['c2', 'c3']);
      expect(ids(await cards.find({}, { sort: { _id: 1 }, skip: 4 }))).toEqual(['c5']);
      // Sorting by a field the projection leaves out still sorts by it.
      expect(await cards.find({ category: 'games' }, { sort: { score: -1 }, projection: { title: 1 } })).toEqual([
        { _id: 'c2', title: 'Beta' },
        { _id: 'c1', title: 'Alpha' },
      ]);
    });

    it('projects by inclusion and by exclusion', async () => {
      expect(await cards.find({ _id: 'c1' }, { projection: { title: 1, score: 1 } })).toEqual([
        { _id: 'c1', title: 'Alpha', score: 10 },
      ]);
      expect(await cards.find({ _id: 'c1' }, { projection: { title: 1, _id: 0 } })).toEqual([{ title: 'Alpha' }]);
      expect(await cards.find({ _id: 'c1' }, { projection: { tags: 0, owner: 0, score: 0 } })).toEqual([
        { _id: 'c1', title: 'Alpha', category: 'games' },
      ]);
      expect(await cards.findOne({ _id: 'c2' }, { projection: { category: 1 } })).toEqual({ _id: 'c2', category: 'games' });
    });

    it('findOne returns the first match in sort order, or null; countDocuments counts', async () => {
      expect(await cards.findOne({ _id: 'c3' })).toEqual(CARDS[2]);
      expect((await cards.findOne({ category: 'finance' }, { sort: { score: -1 } }))?._id).toBe('c4');
      expect((await cards.findOne({ category: 'finance' }, { sort: { score: 1 } }))?._id).toBe('c3');
      expect(await cards.findOne({ _id: 'missing' })).toBeNull();
      expect(await cards.findOne({ _id: 'c1', category: 'sports' })).toBeNull();
      expect(await cards.countDocuments()).toBe(5);
      expect(await cards.countDocuments({ tags: 'new' })).toBe(2);
      expect(await cards.countDocuments({ category: 'none' })).toBe(0);
    });

    it('aggregates with $match, $group/$sum, $sort and $limit', async () => {
      const result = await cards.aggregate([
        { $match: { score: { $gte: 10 } } },
        { $group: { _id: '$category', total: { $sum: '$score' }, count: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $limit: 2 },
      ]);
      expect(result).toEqual([
        { _id: 'finance', total: 50, count: 2 },
        { _id: 'games', total: 40, count: 2 },
      ]);
    });

    it('refuses to insert a duplicate _id with a duplicate key error', async () => {
      const err = await rejection(cards.insertOne({ _id: 'c1', title: 'Again', category: 'x', score: 0, tags: [] }));
      expect(isDuplicateKeyError(err)).toBe(true);
      expect((await cards.findOne({ _id: 'c1' }))?.title).toBe('Alpha');
      expect(await cards.countDocuments()).toBe(5);
    });

    it('updateOne applies $set, $inc, $push, $pull and $unset to one document', async () => {
      expect(
        await cards.updateOne({ _id: 'c1' }, { $set: { title: 'Alpha 2', 'owner.city': 'İzmir' }, $inc: { score: 5, views: 1 } }),
      ).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
      });
      await cards.updateOne({ _id: 'c1' }, { $push: { tags: 'sale' } });
      await cards.updateOne({ _id: 'c1' }, { $pull: { tags: 'new' } });
      await cards.updateOne({ _id: 'c1' }, { $unset: { owner: '' } });
      expect(await cards.findOne({ _id: 'c1' })).toEqual({
        _id: 'c1',
        title: 'Alpha 2',
        category: 'games',
        score: 15,
        views: 1,
        tags: ['hot', 'sale'],
      });
      await cards.updateOne({ _id: 'c2' }, { $push: { tags: 'a' } });
      await cards.updateOne({ _id: 'c2' }, { $pull: { tags: { $in: ['hot', 'a'] } } });
      expect((await cards.findOne({ _id: 'c2' }))?.tags).toEqual([]);

      expect((await cards.updateOne({ category: 'finance' }, { $inc: { score: 1 } })).matchedCount).toBe(1);
      expect((await cards.find({ category: 'finance' })).reduce((sum, c) => sum + c.score, 0)).toBe(51);
      expect(await cards.updateOne({ _id: 'missing' }, { $set: { title: 'x' } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 0,
      });
      expect(await cards.countDocuments()).toBe(5);
    });

    it('an upsert that inserts seeds the document with the filter equality fields', async () => {
      const result = await cards.updateOne(
        { _id: 'u1', category: 'quiz', 'owner.name': 'mehmet', score: { $gte: 0 } },
        { $set: { title: 'New' }, $inc: { score: 3 }, $setOnInsert: { tags: [] } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
      expect(await cards.findOne({ _id: 'u1' })).toEqual({
        _id: 'u1',
        category: 'quiz',
        owner: { name: 'mehmet' },
        title: 'New',
        score: 3,
        tags: [],
      });
      // On a match, an upsert is a plain update and $setOnInsert does nothing.
      expect(
        await cards.updateOne({ _id: 'u1' }, { $inc: { score: 1 }, $setOnInsert: { tags: ['x'] } }, { upsert: true }),
      ).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
      });
      expect(await cards.findOne({ _id: 'u1' }, { projection: { score: 1, tags: 1 } })).toEqual({
        _id: 'u1',
        score: 4,
        tags: [],
      });
    });

    it('an upsert whose _id exists but whose other clauses do not match fails with a duplicate key error', async () => {
      // The idempotent-projection guard: "update only if the stored revision is the one before".
      const err = await rejection(
        cards.updateOne({ _id: 'c1', score: 999 }, { $set: { title: 'Overwritten' } }, { upsert: true }),
      );
      expect(isDuplicateKeyError(err)).toBe(true);
      expect(await cards.findOne({ _id: 'c1' })).toEqual(CARDS[0]);
    });

    it('stores undefined as null, as the driver sends it: $exists matches it and null finds it', async () => {
      await cards.updateOne({ _id: 'c1' }, { $set: { gone: undefined, 'owner.city': undefined } });
      await cards.updateOne({ _id: 'n1' }, { $set: { title: 'N' }, $setOnInsert: { note: undefined } }, { upsert: true });
      await cards.insertOne({ _id: 'n2', title: 'M', category: 'x', score: 0, tags: [], note: undefined });
      expect(await cards.findOne({ _id: 'c1' }, { projection: { gone: 1, owner: 1 } })).toEqual({
        _id: 'c1',
        gone: null,
        owner: { name: 'ayse', city: null },
      });
      expect(ids(await cards.find({ gone: { $exists: true } }))).toEqual(['c1']);
      expect(ids(await cards.find({ note: { $exists: true } }, { sort: { _id: 1 } }))).toEqual(['n1', 'n2']);
      expect(await cards.findOne({ _id: 'n2' }, { projection: { note: 1 } })).toEqual({ _id: 'n2', note: null });
    });

    it('refuses an update that touches one path twice with code 40, and changes nothing', async () => {
      const conflicts: [string, Parameters<typeof cards.updateOne>[1]][] = [
        ['$set and $inc on one field', { $set: { score: 1 }, $inc: { score: 1 } }],
        ['a field and a path inside it', { $set: { owner: { name: 'x' }, 'owner.city': 'y' } }],
        ['a path inside and the field, in two operators', { $inc: { 'owner.n': 1 }, $unset: { owner: '' } }],
        ['$set and $setOnInsert on one field', { $set: { title: 'x' }, $setOnInsert: { title: 'y' } }],
        ['$push and $pull on one array', { $push: { tags: 'a' }, $pull: { tags: 'hot' } }],
      ];
      for (const [what, update] of conflicts) {
        for (const write of [
          () => cards.updateOne({ _id: 'c1' }, update),
          () => cards.updateOne({ _id: 'new' }, update, { upsert: true }),
          () => cards.updateMany({ category: 'games' }, update),
        ]) {
          const err = await rejection(write());
          expect((err as { code?: unknown }).code, what).toBe(40);
        }
      }
      expect(await cards.findOne({ _id: 'c1' })).toEqual(CARDS[0]);
      expect(await cards.countDocuments()).toBe(5);
      // Paths that only share a prefix of characters do not overlap.
      await cards.updateOne({ _id: 'c1' }, { $set: { tag: 'x', 'owner.name': 'b' }, $inc: { 'owner.nameCount': 1 } });
      expect(await cards.findOne({ _id: 'c1' }, { projection: { tag: 1, owner: 1 } })).toEqual({
        _id: 'c1',
        tag: 'x',
        owner: { name: 'b', nameCount: 1 },
      });
    });

    it('updateMany reports matched and modified counts', async () => {
      expect(await cards.updateMany({ category: 'games' }, { $inc: { score: 1 } })).toEqual({
        matchedCount: 2,
        modifiedCount: 2,
        upsertedCount: 0,
      });
      expect(await cards.updateMany({ tags: 'hot' }, { $set: { category: 'games' } })).toEqual({
        matchedCount: 3,
        modifiedCount: 1,
        upsertedCount: 0,
      });
      expect(await cards.updateMany({ category: 'none' }, { $set: { x: 1 } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 0,
      });
      expect(ids(await cards.find({ category: 'games' }, { sort: { _id: 1 } }))).toEqual(['c1', 'c2', 'c5']);
      expect((await cards.find({}, { sort: { _id: 1 } })).map((c) => c.score)).toEqual([11, 31, 20, 30, 5]);
    });

    it('deleteOne removes one match, deleteMany all matches', async () => {
      expect(await cards.deleteOne({ category: 'games' })).toEqual({ deletedCount: 1 });
      expect(await cards.countDocuments({ category: 'games' })).toBe(1);
      expect(await cards.deleteOne({ _id: 'missing' })).toEqual({ deletedCount: 0 });
      expect(await cards.deleteMany({ category: 'finance' })).toEqual({ deletedCount: 2 });
      expect(await cards.countDocuments()).toBe(2);
      expect(await cards.deleteMany()).toEqual({ deletedCount: 2 });
      expect(await cards.find()).toEqual([]);
    });

    it('hands out copies: mutating what goes in or comes out does not change the store', async () => {
      const doc: Card = { _id: 'x1', title: 'Copy', category: 'c', score: 1, tags: ['a'], owner: { name: 'n' } };
      await cards.insertOne(doc);
      doc.tags.push('mutated');
      doc.owner!.name = 'mutated';
      const value = { list: [1] };
      await cards.updateOne({ _id: 'x1' }, { $set: { value } });
      value.list.push(2);
      const [found] = await cards.find({ _id: 'x1' });
      found!.tags.push('mutated');
      found!.owner!.name = 'mutated';
      const one = await cards.findOne({ _id: 'x1' });
      (one!.value as { list: number[] }).list.push(3);
      const [aggregated] = await cards.aggregate<Card>([{ $match: { _id: 'x1' } }]);
      aggregated!.tags.push('mutated');
      expect(await cards.findOne({ _id: 'x1' })).toEqual({ ...doc, tags: ['a'], owner: { name: 'n' }, value: { list: [1] } });
    });

    it('rename puts one collection in the place of another, replacing it; a missing source leaves it empty', async () => {
      const [shadow, live, none] = ['shadow', 'live', 'none'].map((s) => `${prefix}rename_${n}_${s}`);
      await collection(live!).insertOne({ _id: 'old', v: 1 });
      await collection(shadow!).insertOne({ _id: 'a', v: 2 });
      await collection(shadow!).insertOne({ _id: 'b', v: 3 });
      await store.rename(shadow!, live!);
      expect(await collection(live!).find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', v: 2 },
        { _id: 'b', v: 3 },
      ]);
      expect(await collection(shadow!).find()).toEqual([]);
      expect((await store.listCollections()).filter((c) => c.startsWith(`${prefix}rename_${n}_`))).toEqual([live]);
      await collection(live!).insertOne({ _id: 'c', v: 4 }); // the renamed collection takes writes as before
      expect(await collection(live!).countDocuments()).toBe(3);
      await store.rename(none!, live!);
      expect(await collection(live!).find()).toEqual([]);
    });

    it('lists collections that hold documents and drops them', async () => {
      const [a, b, c] = ['a', 'b', 'never'].map((s) => `${prefix}list_${n}_${s}`);
      await collection(a!).insertOne({ _id: '1' });
      await collection(b!).insertOne({ _id: '1' });
      const listed = async () => (await store.listCollections()).filter((x) => x.startsWith(`${prefix}list_${n}_`)).sort();
      expect(await listed()).toEqual([a, b]);
      await store.dropCollection(a!);
      expect(await listed()).toEqual([b]);
      expect(await store.collection(a!).find()).toEqual([]);
      await store.dropCollection(c!); // dropping what does not exist is fine
      await store.collection(b!).deleteMany();
      expect(await listed()).toEqual([]);
    });
  });
}
