import { Topic } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { FakeEventStoreDbClient } from '../../test-support/fake-eventstoredb.js';
import type { EventStore, Subscription } from '../event-store/event-store.js';
import { createEventStoreDbEventStore } from '../event-store/eventstoredb-event-store.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import { defineProjection } from './projection.js';
import { createProjectionRunner } from './runner.js';

/** A test-only event type, outside the contracts. */
type Tick = { type: 'Tick'; data: { n: number } };

const meta = { actorId: null, actorRole: 'system:test', at: '2025-01-01T00:00:00.000Z', correlationId: 'c' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts every tick it sees, with no guard: an event applied twice would show. */
function tickCounter(failFirst = 0) {
  let failures = failFirst;
  return defineProjection<Tick>({
    name: 'ticks',
    version: 1,
    collections: ['ticks'],
    handles: ['Tick'],
    async apply(e, store) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('read store down');
      }
      await store.collection('ticks').updateOne({ _id: 'all' }, { $inc: { n: 1 }, $push: { seen: e.data.n } }, { upsert: true });
      return [{ topic: Topic.analytics, rooms: ['public'] }];
    },
  });
}

/** Wraps a store so the test sees how many of its subscriptions are live at any moment. */
function countingSubscriptions(events: EventStore) {
  const counts = { live: 0, most: 0, opened: 0 };
  const subscribe = events.subscribeToAll.bind(events);
  events.subscribeToAll = (after, handler, onError) => {
    counts.live += 1;
    counts.opened += 1;
    counts.most = Math.max(counts.most, counts.live);
    let ended = false;
    const end = () => (ended ? undefined : ((ended = true), (counts.live -= 1)));
    const sub: Subscription = subscribe(after, handler, (err) => (end(), onError?.(err)));
    return { stop: () => (end(), sub.stop()) };
  };
  return counts;
}

const append = (events: EventStore, n: number) => events.append('tick-1', [{ type: 'Tick', data: { n }, metadata: meta }], 'any');

describe('projection runner against a failing event store and read store', () => {
  it('after dropped connections it still has one subscription: every event applied once, notices not doubled', async () => {
    const fake = new FakeEventStoreDbClient();
    const events = createEventStoreDbEventStore(fake.client, { log: { warn: () => {} }, resubscribeDelayMs: 10 });
    const counts = countingSubscriptions(events);
    const read = createMemoryReadStore();
    const runner = createProjectionRunner(events, read, [tickCounter()], { error: () => {} });
    const notices: unknown[] = [];
    runner.onNotice((n) => notices.push(n));
    await runner.start();
    for (let n = 1; n <= 30; n += 1) {
      const { position } = await append(events, n);
      if (n % 7 === 0) fake.dropSubscriptions();
      if (n % 10 === 0) expect(await runner.waitFor(position, 5000)).toBe(true);
    }
    expect(await runner.waitFor(await events.headPosition(), 5000)).toBe(true);
    await sleep(50);
    const doc = await read.collection('ticks').findOne({ _id: 'all' });
    expect(doc).toMatchObject({ n: 30, seen: Array.from({ length: 30 }, (_, i) => i + 1) });
    expect(counts).toMatchObject({ opened: 1, most: 1 }); // the adapter resubscribed by itself
    expect(fake.live.size).toBe(1);
    expect(notices.length).toBeLessThanOrEqual(30);
    await runner.stop();
    await events.close();
  });

  it('a failing projection stops delivery; the runner resumes from that event with one new subscription', async () => {
    const fake = new FakeEventStoreDbClient();
    const events = createEventStoreDbEventStore(fake.client, { log: { warn: () => {} }, resubscribeDelayMs: 10 });
    const counts = countingSubscriptions(events);
    const read = createMemoryReadStore();
    const errors: unknown[] = [];
    const runner = createProjectionRunner(events, read, [tickCounter(2)], { error: (...a: unknown[]) => errors.push(a) });
    await runner.start();
    for (let n = 1; n <= 5; n += 1) await append(events, n);
    expect(await runner.waitFor(await events.headPosition(), 10_000)).toBe(true);
    expect(await read.collection('ticks').findOne({ _id: 'all' })).toMatchObject({ n: 5, seen: [1, 2, 3, 4, 5] });
    expect(errors).toHaveLength(2);
    expect(counts.opened).toBe(3);
    expect(counts.most).toBe(1); // the failed one had ended before the next began
    expect(fake.live.size).toBe(1);
    await runner.stop();
    expect(fake.live.size).toBe(0);
    await events.close();
  });
});
