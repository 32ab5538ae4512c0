import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Filter, ReadStore } from '../core/read-store/read-store.js';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { richHistory } from '../test-support/rich-history.js';
import { allProjections } from '../registry/compose.js';

/** A query as an index sees it: the fields it filters on (beside `_id`) and those it sorts by. */
interface QueryShape {
  collection: string;
  filter: string[];
  sort: string[];
  byId: boolean;
}

function fieldsOf(filter: Filter | undefined, out = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (k === '$and' || k === '$or' || k === '$nor') for (const f of v as Filter[]) fieldsOf(f, out);
    else if (!k.startsWith('$')) out.add(k);
  }
  return out;
}

/** Wraps the store's collections so every read the app makes is noted. */
function recordQueries(read: ReadStore, seen: QueryShape[]) {
  const original = read.collection.bind(read);
  const note = (collection: string, filter?: Filter, sort?: Record<string, unknown>) => {
    const fields = fieldsOf(filter);
    seen.push({
      collection,
      filter: [...fields].filter((f) => f !== '_id'),
      sort: Object.keys(sort ?? {}),
      byId: fields.has('_id'),
    });
  };
  read.collection = ((name: string) => {
    const c: Collection = original(name);
    // The collection with its reads noted (Object.create: its methods are its class's, not its own).
    return Object.assign(Object.create(c) as Collection, {
      find: (f, o) => (note(name, f, o?.sort), c.find(f, o)),
      findOne: (f, o) => (note(name, f, o?.sort), c.findOne(f, o)),
      countDocuments: (f) => (note(name, f), c.countDocuments(f)),
      aggregate: <R>(p: Record<string, unknown>[]) => (note(name, (p[0]?.$match ?? {}) as Filter), c.aggregate<R>(p)),
    } satisfies Partial<Collection>);
  }) as ReadStore['collection'];
}

const indexes = allProjections.flatMap((p) => p.indexes ?? []);
const ownerOf = new Map(allProjections.flatMap((p) => p.collections.map((c) => [c, p] as const)));

describe('MongoDB indexes the projections declare', () => {
  let h: Harness;
  const seen: QueryShape[] = [];
  const docs: Record<string, Record<string, unknown>[]> = {};

  beforeAll(async () => {
    h = await createHarness({ clock: () => new Date('2025-05-07T10:00:00Z') });
    recordQueries(h.deps.read, seen);
    const { staff, ayse } = await richHistory(h);
    // Every GET the API has (as staff, then as a member), and the staff lists with their filters.
    const doc = await json(await h.request('GET', '/api/openapi.json'));
    const gets = Object.keys(doc.paths).filter((p) => doc.paths[p].get && !p.includes('{'));
    const filtered = [
      '/api/admin/users?search=ay&role=user',
      '/api/admin/audit?type=UserBanned&from=2025-01-01&to=2025-12-31',
      '/api/admin/reward-orders?status=pending',
    ];
    for (const cookie of [staff, ayse.cookie])
      for (const path of [...gets, ...filtered]) await h.request('GET', path, { cookie });
    for (const c of ownerOf.keys()) docs[c] = await h.deps.read.collection(c).find({});
  }, 60_000);
  afterAll(async () => h?.close());

  it('each index names fields that the documents of its collection have', () => {
    const has = (doc: unknown, path: string[]): boolean => {
      if (Array.isArray(doc)) return doc.some((d) => has(d, path));
      if (path.length === 0) return doc !== undefined;
      return typeof doc === 'object' && doc !== null && has((doc as Record<string, unknown>)[path[0]!], path.slice(1));
    };
    const missing = indexes.flatMap((i) =>
      Object.keys(i.keys)
        .filter((field) => !docs[i.collection]?.some((d) => has(d, field.split('.'))))
        .map((field) => `${i.collection}.${field}`),
    );
    expect(indexes.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('every query the app made that is not by _id starts on a declared index', () => {
    // A whole-collection read (a few settings) needs none; one in `_id` order has MongoDB's own.
    const queried = seen.filter(
      (q) =>
        ownerOf.has(q.collection) &&
        !q.byId &&
        q.filter.length + q.sort.length > 0 &&
        !(q.filter.length === 0 && q.sort[0] === '_id'),
    );
    expect(queried.length).toBeGreaterThan(20);
    const uncovered = new Set<string>();
    for (const q of queried) {
      const fields = new Set([...q.filter, ...q.sort]);
      const ok = indexes.some((i) => i.collection === q.collection && fields.has(Object.keys(i.keys)[0]!));
      if (!ok) uncovered.add(`${q.collection} filter [${q.filter.join(', ')}] sort [${q.sort.join(', ')}]`);
    }
    expect([...uncovered].sort()).toEqual([]);
  });
});
