import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
import { memberKeysContract } from './member-keys.contract.js';
import type { MemberKeys } from './member-keys.js';
import { createMongoMemberKeys } from './mongo-member-keys.js';

const url = process.env.MONGO_URL;
if (!url) console.info('MongoDB key store contract skipped: MONGO_URL is not set');

describe.skipIf(!url)('MongoDB key store', () => {
  memberKeysContract(`MongoDB at ${url}`, async () => {
    const client = await MongoClient.connect(url!);
    // A database of its own per test: the contract starts from an empty store.
    const db = client.db(`keys_${randomUUID().slice(0, 8)}`);
    let keys: MemberKeys = await createMongoMemberKeys(db);
    return {
      get keys() {
        return keys;
      },
      async reopen() {
        await keys.close();
        return (keys = await createMongoMemberKeys(db));
      },
      async cleanup() {
        await db.dropDatabase();
        await client.close();
      },
    };
  });
});
