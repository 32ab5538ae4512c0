import { find as mingoFind, Query, update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { compileFilter, fastUpdate, matchOne, NeedsMingo, pickFields } from './memory-fast-path.js';

const docs = [
  { _id: 'a', n: 1, s: 'x', nested: { k: 2 }, flag: true },
  { _id: 'b', n: 5, s: 'y', nested: { k: 7 }, _pos: 3 },
  { _id: 'c', s: null, nested: {}, _pos: 10 },
  { _id: 'd', n: -2, s: 'x', nested: { k: 'text' } },
  { _id: 'e', n: 3, nested: { k: 4 }, _pos: 1 }, // no `s`: null matches a missing field
];

const filters = [
  { s: 'x' },
  { s: null },
  { n: { $gt: 0 } },
  { n: { $gte: 1, $lt: 5 } },
  { n: { $lte: 1 } },
  { n: { $ne: 5 } },
  { 'nested.k': 2 },
  { 'nested.k': { $exists: false } },
  { _pos: { $exists: true } },
  { s: { $in: ['y', null] } },
  { _id: 'b', $or: [{ _pos: { $lt: 5 } }, { _pos: { $exists: false } }] },
  { $and: [{ s: 'x' }, { n: { $lt: 0 } }] },
  { flag: true, s: 'x' },
  { s: { $eq: null } },
  { s: { $ne: null } },
  { 'nested.k': null },
  { flag: { $in: [null, false] } },
];

describe('memory read store fast path', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f] as const))('matches what mingo matches for %s', (_name, filter) => {
    const fast = compileFilter(filter);
    expect(fast).toBeDefined();
    const q = new Query(filter);
    expect(docs.filter((d) => fast!(d))).toEqual(docs.filter((d) => q.test(d)));
  });

  it.each(filters.map((f) => [JSON.stringify(f), f] as const))('tests one document as mingo does for %s', (_name, filter) => {
    const q = new Query(filter);
    for (const d of docs) expect(matchOne(d, filter)).toBe(q.test(d));
  });

  it('tests one document: what it cannot evaluate is left to mingo, what it need not evaluate does not matter', () => {
    expect(matchOne(docs[0]!, { s: { $regex: '^x' } })).toBeUndefined();
    expect(matchOne(docs[0]!, { nested: {} })).toBeUndefined();
    expect(matchOne({ _id: 'z', tags: ['a'] }, { tags: 'a' })).toBeUndefined();
    expect(matchOne(docs[0]!, { s: 'y', n: { $regex: 'x' } })).toBe(false); // the first clause decides
    expect(matchOne(docs[0]!, { $or: [{ s: 'x' }, { n: { $regex: 'x' } }] })).toBe(true);
  });

  it('projects top-level fields as mingo does', () => {
    for (const projection of [{ _pos: 1 }, { n: 1, s: 1 }, { _id: 0, nested: 1 }, { missing: 1 }] as Record<string, 0 | 1>[]) {
      const pick = pickFields(projection)!;
      expect(docs.map(pick)).toEqual(mingoFind(docs, {}, projection).all());
    }
    expect(pickFields({ 'nested.k': 1 })).toBeUndefined();
    expect(pickFields({ n: 0 })).toBeUndefined();
  });

  it('leaves operators it does not know to mingo', () => {
    expect(compileFilter({ s: { $regex: '^x' } })).toBeUndefined();
    expect(compileFilter({ $expr: { $gt: ['$n', 1] } })).toBeUndefined();
    expect(() => compileFilter({ tags: 'a' })!({ _id: 'z', tags: ['a', 'b'] })).toThrow(NeedsMingo);
  });

  const updates = [
    { $set: { s: 'new', 'nested.k': 9, 'deep.er.path': [1, 2] } },
    { $inc: { n: 3, 'counts.h1': 1 } },
    { $unset: { s: '' as const, 'nested.k': '' as const } },
    { $set: { s: 'x' } },
    { $inc: { n: 0 } },
    { $set: { n: 1 }, $inc: { 'nested.k': 1 } },
    { $set: { nested: { k: 2 } } }, // the same object for one document: no change
    { $set: { nested: {} } },
    { $set: { nested: { k: [2, { x: 1 }] } } },
  ];

  it.each(updates.map((u) => [JSON.stringify(u), u] as const))('updates like mingo for %s', (_name, upd) => {
    for (const doc of docs) {
      if (typeof doc.nested.k === 'string' && '$inc' in upd && 'nested.k' in (upd.$inc as object)) continue;
      const a = structuredClone(doc) as Record<string, unknown>;
      const b = structuredClone(doc) as Record<string, unknown>;
      const changedFast = fastUpdate(a, upd);
      const changedMingo = mingoUpdate(b, upd as never).length > 0;
      expect(a).toEqual(b);
      expect(changedFast).toBe(changedMingo);
    }
  });

  it('hands updates it cannot do safely to mingo, leaving the document untouched', () => {
    const doc = { _id: 'x', n: 'text', s: 5 };
    expect(fastUpdate(doc, { $inc: { n: 1 } })).toBeUndefined();
    expect(fastUpdate(doc, { $set: { 's.inner': 1 } })).toBeUndefined();
    expect(fastUpdate(doc, { $push: { list: 1 } })).toBeUndefined();
    expect(doc).toEqual({ _id: 'x', n: 'text', s: 5 });
  });
});
