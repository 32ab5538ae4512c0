import { describe, expect, it } from 'vitest';
import { FakeEventStoreDbClient } from '../../test-support/fake-eventstoredb.js';
import { eventStoreContract } from './event-store.contract.js';
import type { EventStore, RecordedEvent } from './event-store.js';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.js';

const url = process.env.EVENTSTORE_URL;
if (!url)
  console.info(
    'EventStoreDB contract suite against a server skipped: EVENTSTORE_URL is not set (the client double runs it below)',
  );

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

const quiet = { warn: () => {} };

// The adapter's own code (positions, paging, errors, subscriptions) over the in-memory client double.
eventStoreContract('EventStoreDB adapter over a client double', async () => {
  const fake = new FakeEventStoreDbClient();
  fake.writeSystemEvent();
  const open = () => createEventStoreDbEventStore(fake.client, { log: quiet, resubscribeDelayMs: 20 });
  let store = open();
  return {
    store,
    async reopen() {
      await store.close();
      return (store = open());
    },
    cleanup: () => store.close(),
  };
});

const meta = { actorId: null, actorRole: 'system:test', at: '2025-01-01T00:00:00.000Z', correlationId: 'c' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, ok: () => boolean) {
  for (let i = 0; !ok(); i += 1) {
    if (i > 500) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('EventStoreDB adapter faults (a client that fails on purpose)', () => {
  const setUp = () => {
    const fake = new FakeEventStoreDbClient();
    const warnings: unknown[] = [];
    const store = createEventStoreDbEventStore(fake.client, {
      log: { warn: (...a: unknown[]) => warnings.push(a) },
      resubscribeDelayMs: 20,
    });
    const append = (n: number) => store.append('tally-1', [{ type: 'Added', data: { n }, metadata: meta }], 'any');
    return { fake, store, warnings, append };
  };

  it('a dropped connection is its own business: it resubscribes after the last handled event, never reports it, never doubles', async () => {
    const { fake, store, warnings, append } = setUp();
    const seen: number[] = [];
    const errors: unknown[] = [];
    const sub = store.subscribeToAll(
      -1,
      (batch) => void seen.push(...batch.map((e) => (e.data as { n: number }).n)),
      (e) => errors.push(e),
    );
    for (const n of [1, 2, 3]) await append(n);
    await until('first events', () => seen.length === 3);
    fake.dropSubscriptions();
    fake.writeSystemEvent();
    for (const n of [4, 5]) await append(n);
    await until('events after the drop', () => seen.length === 5);
    fake.dropSubscriptions();
    await append(6);
    await until('events after the second drop', () => seen.length === 6);
    await sleep(50);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(fake.subscriptionsOpened).toBe(3);
    expect(fake.live.size).toBe(1); // never two at once
    await sub.stop();
    expect(fake.live.size).toBe(0);
  });

  it('a drop while a batch is being handled: the batch finishes, and delivery resumes right after it', async () => {
    const { fake, store, append } = setUp();
    const seen: RecordedEvent[] = [];
    let inFlight = 0;
    const sub = store.subscribeToAll(-1, async (batch) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      if (seen.length === 0) fake.dropSubscriptions(); // the connection goes while we work
      await sleep(15);
      seen.push(...batch);
      inFlight -= 1;
    });
    for (const n of [1, 2, 3, 4]) await append(n);
    await until('all events', () => seen.length >= 4);
    await sleep(60);
    expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
    expect(seen.every((e, i) => i === 0 || e.position > seen[i - 1]!.position)).toBe(true);
    await sub.stop();
  });

  it('a failing handler stops it for good: onError once, no resubscription', async () => {
    const { fake, store, append } = setUp();
    const errors: unknown[] = [];
    const boom = new Error('read store down');
    store.subscribeToAll(
      -1,
      () => Promise.reject(boom),
      (e) => errors.push(e),
    );
    await append(1);
    await until('the error', () => errors.length > 0);
    await append(2);
    await sleep(80);
    expect(errors).toEqual([boom]);
    expect(fake.subscriptionsOpened).toBe(1);
    expect(fake.live.size).toBe(0);
    await store.close();
  });

  it('an append the server refuses is an error, not a silent loss; the next one goes through', async () => {
    const { fake, store, append } = setUp();
    fake.failNextAppend();
    await expect(append(1)).rejects.toMatchObject({ type: 'unavailable' });
    await append(2);
    expect((await store.readStream('tally-1')).map((e) => e.data)).toEqual([{ n: 2 }]);
  });
});
