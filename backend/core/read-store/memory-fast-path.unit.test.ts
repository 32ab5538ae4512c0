import { Query, update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { compileFilter, fastUpdate, NeedsMingo } from './memory-fast-path.js';

const docs = [
  { _id: 'a', n: 1, s: 'x', nested: { k: 2 }, flag: true },
  { _id: 'b', n: 5, s: 'y', nested: { k: 7 }, _pos: 3 },
  { _id: 'c', s: null, nested: {}, _pos: 10 },
  { _id: 'd', n: -2, s: 'x', nested: { k: 'text' } },
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
];

describe('memory read store fast path', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f] as const))('matches what mingo matches for %s', (_name, filter) => {
    const fast = compileFilter(filter);
    expect(fast).toBeDefined();
    const q = new Query(filter);
    expect(docs.filter((d) => fast!(d))).toEqual(docs.filter((d) => q.test(d)));
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
