import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { rebuildProjections } from '../projections/rebuild.js';
import { SHADOW } from '../projections/shadow-store.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import { createMongoReadStore } from '../read-store/mongo-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { createMongoMemberKeys, KEY_COLLECTIONS } from './mongo-member-keys.js';

const url = process.env.MONGO_URL;
if (!url) console.info('Rebuild beside the MongoDB key store skipped: MONGO_URL is not set');
const keyCollections = Object.values(KEY_COLLECTIONS);

async function rebuildOnEmptyLog(read: ReadStore) {
  const dir = mkdtempSync(path.join(tmpdir(), 'keys-rebuild-'));
  const events = createSqliteEventStore(path.join(dir, 'events.db'));
  try {
    await rebuildProjections(events, read, allProjections);
  } finally {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a rebuild beside the key store (issue 32)', () => {
  it('no projection owns a key collection, so no rebuild or shadow swap drops one', () => {
    const owned = allProjections.flatMap((p) => p.collections);
    expect(owned.filter((c) => keyCollections.includes(c as never) || c.startsWith('_member'))).toEqual([]);
    expect(keyCollections.filter((c) => c.endsWith(SHADOW))).toEqual([]);
  });

  it('leaves `_member_*` documents in the read store untouched', async () => {
    const read = createMemoryReadStore();
    for (const name of keyCollections) await read.collection(name).insertOne({ _id: 'kept' });
    await rebuildOnEmptyLog(read);
    for (const name of keyCollections) expect(await read.collection(name).countDocuments(), name).toBe(1);
  });

  it.skipIf(!url)('on MongoDB: keys, reservations and marks survive a full rebuild in the same database', async () => {
    const client = await MongoClient.connect(url!);
    const dbName = `keys_rebuild_${randomUUID().slice(0, 8)}`;
    try {
      const keys = await createMongoMemberKeys(client.db(dbName));
      const key = await keys.keyFor('m1');
      await keys.reserveName('email', 'ayse@example.com', 'm1', 1);
      await keys.mark('privacy-format');
      await rebuildOnEmptyLog(await createMongoReadStore(client, dbName));
      expect(await keys.keyOf('m1')).toEqual(key);
      expect(await keys.nameOwner('email', 'ayse@example.com')).toBe('m1');
      expect(await keys.hasMark('privacy-format')).toBe(true);
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });
});
