import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { createProjectionRunner } from '../projections/runner.js';
import { createMongoReadStore } from './mongo-read-store.js';

const url = process.env.MONGO_URL;
if (!url) console.info('MongoDB index check skipped: MONGO_URL is not set');

describe.skipIf(!url)('MongoDB indexes', () => {
  it('a runner start creates every declared index, and a second start changes nothing', async () => {
    const dbName = `indexes_${randomUUID().slice(0, 8)}`;
    const events = createSqliteEventStore(':memory:');
    const client = await MongoClient.connect(url!);
    try {
      const listed = async () => {
        const out: Record<string, string[]> = {};
        for (const { name } of await client.db(dbName).listCollections({}, { nameOnly: true }).toArray()) {
          out[name] = (await client.db(dbName).collection(name).indexes()).map((i) => JSON.stringify(i.key)).sort();
        }
        return out;
      };
      for (let start = 0; start < 2; start += 1) {
        const read = await createMongoReadStore(url!, dbName);
        const runner = createProjectionRunner(events, read, allProjections);
        await runner.start();
        await runner.stop();
        await read.close();
      }
      const indexes = await listed();
      for (const p of allProjections) {
        for (const i of p.indexes ?? [])
          expect(indexes[i.collection], `${p.name}: ${i.collection}`).toContain(JSON.stringify(i.keys));
      }
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
      await events.close();
    }
  });
});
