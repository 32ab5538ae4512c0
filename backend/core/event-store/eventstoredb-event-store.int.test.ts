import { describe } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import type { EventStore } from './event-store.js';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.js';

const url = process.env.EVENTSTORE_URL;
if (!url) console.info('EventStoreDB contract suite skipped: EVENTSTORE_URL is not set');

describe.skipIf(!url)('EventStoreDB adapter', () => {
  // Streams have unique names per test, so nothing needs deleting from the shared server.
  eventStoreContract(`EventStoreDB at ${url}`, async () => {
    let store: EventStore = createEventStoreDbEventStore(url!);
    return {
      store,
      async reopen() {
        await store.close();
        return (store = createEventStoreDbEventStore(url!));
      },
      cleanup: () => store.close(),
    };
  });
});
