import { createMemoryReadStore } from './memory-read-store.js';
import { readStoreContract } from './read-store.contract.js';

readStoreContract('in-memory (mingo)', async () => createMemoryReadStore());
