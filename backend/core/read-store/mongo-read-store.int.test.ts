import { describe } from 'vitest';
import { createMongoReadStore } from './mongo-read-store.js';
import { readStoreContract } from './read-store.contract.js';

const url = process.env.MONGO_URL;
if (!url) console.info('MongoDB contract suite skipped: MONGO_URL is not set');

describe.skipIf(!url)('MongoDB adapter', () => {
  // The contract prefixes its collections per run and drops them afterwards.
  readStoreContract(`MongoDB at ${url}`, () => createMongoReadStore(url!));
});
