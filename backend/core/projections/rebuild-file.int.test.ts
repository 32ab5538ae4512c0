import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { withRichHistory } from '../../test-support/rich-history.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { rebuildProjections } from './rebuild.js';
import { SHADOW } from './shadow-store.js';

async function dumpReadModels(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await read.listCollections()).sort())
    out[name] = await read.collection(name).find({}, { sort: { _id: 1 } });
  return out;
}

/** Counts, with triggers inside the read-model file, every row a store inserts or rewrites there, by collection. */
function countWrites(file: string) {
  const db = new Database(file);
  db.exec(`CREATE TABLE writes (coll TEXT NOT NULL);
    CREATE TRIGGER counted_insert AFTER INSERT ON docs BEGIN INSERT INTO writes VALUES (NEW.coll); END;
    CREATE TRIGGER counted_update AFTER UPDATE ON docs BEGIN INSERT INTO writes VALUES (NEW.coll); END;`);
  db.close();
  return () => {
    const read = new Database(file, { readonly: true });
    const rows = read.prepare('SELECT coll, count(*) AS n FROM writes GROUP BY coll').all() as { coll: string; n: number }[];
    const docs = read.prepare('SELECT count(*) AS n FROM docs').get() as { n: number };
    read.close();
    return { written: rows, documents: docs.n };
  };
}

describe('a rebuild into the embedded read-model file', () => {
  const given = withRichHistory();

  it('writes each rebuilt document once, under its own name (never the shadow copies), and reads back as the replay built it', async () => {
    const file = path.join(given.h.dir, 'rebuilt-read-models.db');
    await createMemoryReadStore({ file }).close(); // makes the file, to set the counters in it
    const writes = countWrites(file);

    const store = createMemoryReadStore({ file });
    await rebuildProjections(given.h.deps.events, store, allProjections);
    const built = await dumpReadModels(store);
    await store.close();

    const { written, documents } = writes();
    expect(written.filter((w) => w.coll.endsWith(SHADOW))).toEqual([]);
    expect(written.reduce((n, w) => n + w.n, 0)).toBe(documents);
    expect(documents).toBeGreaterThan(50);
    const reopened = createMemoryReadStore({ file });
    expect(await dumpReadModels(reopened)).toEqual(built);
    await reopened.close();
  });
});
