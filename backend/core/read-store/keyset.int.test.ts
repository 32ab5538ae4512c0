import { describe, expect, it } from 'vitest';
import { keysetPages } from './keyset.js';
import { createMemoryReadStore } from './memory-read-store.js';

describe('keyset pages', () => {
  it('read every matching document once, in order, even when many share a sort value', async () => {
    const read = createMemoryReadStore();
    const coll = read.collection<{ _id: string; at: string; kind: string }>('things');
    for (let i = 0; i < 1203; i += 1) {
      // Ten documents per timestamp: a page boundary inside a run of equal values must not lose or repeat one.
      await coll.insertOne({
        _id: `t${String(i).padStart(4, '0')}`,
        at: `2025-05-01T00:${String(Math.floor(i / 10) % 60).padStart(2, '0')}:00Z`,
        kind: i % 3 ? 'a' : 'b',
      });
    }
    const seen: string[] = [];
    let pages = 0;
    for await (const page of keysetPages(coll, { kind: 'a' }, { field: 'at', direction: -1 }, 100)) {
      pages += 1;
      seen.push(...page.map((d) => d._id));
    }
    const expected = (await coll.find({ kind: 'a' }, { sort: { at: -1, _id: -1 } })).map((d) => d._id);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(802);
    expect(pages).toBe(9);
  });
});
