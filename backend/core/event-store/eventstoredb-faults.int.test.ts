import { ErrorType } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeEventStoreDbClient } from '../../test-support/fake-eventstoredb.js';
import { handleCommand } from '../command-handler.js';
import type { CommandContext, Decider } from '../decider.js';
import type { EventMetadata } from './event-store.js';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.js';
import { backoffMs } from './eventstoredb-faults.js';

type Added = { type: 'Added'; data: { n: number } };
const counter: Decider<{ n: number }, Added, { count: number }> = {
  // A made-up event, outside the contracts: the decider names its schema for the handler's check.
  schemas: { Added: z.object({ n: z.number() }) },
  initialState: () => ({ count: 0 }),
  evolve: (s) => ({ count: s.count + 1 }),
  decide: (c) => [{ type: 'Added', data: { n: c.n } }],
};
const ctx: CommandContext = { actorId: 'u1', actorRole: 'member', now: new Date('2025-01-01T00:00:00Z'), correlationId: 'req-1' };
const meta: EventMetadata = { actorId: null, actorRole: 'system:test', at: '2025-01-01T00:00:00.000Z', correlationId: 'c' };

async function until(what: string, ok: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function setUp(fake = new FakeEventStoreDbClient()) {
  const warnings: string[] = [];
  const exits: string[] = [];
  const store = createEventStoreDbEventStore(fake.client, {
    log: { warn: (line: string) => warnings.push(line) },
    resubscribeDelayMs: 8,
    appendRetryDelayMs: 1,
    exit: (line) => exits.push(line),
  });
  return { fake, store, warnings, exits };
}

describe('EventStoreDB appends whose acknowledgement is lost (item 8)', () => {
  it('a command whose append was written but not acknowledged succeeds, and its events are there once', async () => {
    const { fake, store } = setUp();
    fake.loseNextAcknowledgement();
    const result = await handleCommand(store, 'counter-1', counter, { n: 1 }, ctx);
    expect(result.events).toHaveLength(1);
    expect((await store.readStream('counter-1')).map((e) => e.data)).toEqual([{ n: 1 }]);
    expect(result.position).toBe((await store.readStream('counter-1'))[0]!.position);
    // The next command goes on from there, without a conflict.
    await handleCommand(store, 'counter-1', counter, { n: 2 }, ctx);
    expect((await store.readStream('counter-1')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    await store.close();
  });

  it('an append to "any" with ids is written once, whatever the retries', async () => {
    const { fake, store } = setUp();
    const events = [0, 1].map((i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      type: 'Added',
      data: { n: i },
      metadata: meta,
    }));
    fake.loseNextAcknowledgement();
    await store.append('tally-1', events, 'any');
    await store.append('tally-1', events, 'any'); // a caller's own retry: the server's check absorbs it too
    expect((await store.readStream('tally-1')).map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
    await store.close();
  });

  it('two commands under one request correlation id write distinct events', async () => {
    const { store } = setUp();
    await handleCommand(store, 'counter-2', counter, { n: 1 }, ctx);
    await handleCommand(store, 'counter-2', counter, { n: 2 }, ctx);
    expect(await store.readStream('counter-2')).toHaveLength(2);
    await store.close();
  });

  it('events without ids are sent once: the unknown outcome is the caller’s error', async () => {
    const { fake, store } = setUp();
    fake.loseNextAcknowledgement();
    await expect(store.append('tally-2', [{ type: 'Added', data: { n: 1 }, metadata: meta }], 'any')).rejects.toMatchObject({
      type: ErrorType.UNAVAILABLE,
    });
    expect(await store.readStream('tally-2')).toHaveLength(1);
    await store.close();
  });
});

describe('EventStoreDB metadata and positions (item 10)', () => {
  it('writes $correlationId and $causationId, reads them back under our names, and still reads the old key', async () => {
    const { fake, store } = setUp();
    await store.append('m-1', [{ type: 'A', data: {}, metadata: { ...meta, correlationId: 'c1', causationId: 'cause' } }], 'any');
    expect(fake.log.at(-1)!.metadata).toEqual({
      actorId: null,
      actorRole: 'system:test',
      at: meta.at,
      $correlationId: 'c1',
      $causationId: 'cause',
    });
    await fake.appendToStream('m-1', [{ id: 'old', type: 'A', data: {}, metadata: { ...meta, correlationId: 'old-c' } }]);
    const [now, old] = await store.readStream('m-1');
    expect(now!.metadata).toEqual({ ...meta, correlationId: 'c1', causationId: 'cause' });
    expect(old!.metadata).toEqual({ ...meta, correlationId: 'old-c' });
    await store.close();
  });

  it('an append answered without a position reports its own event’s, not a later writer’s', async () => {
    /** Another writer appends to the stream before the adapter looks the position up. */
    class LaterWriter extends FakeEventStoreDbClient {
      override async appendToStream(...args: Parameters<FakeEventStoreDbClient['appendToStream']>) {
        const result = await super.appendToStream(...args);
        if (args[0] === 'p-1' && !this.log.some((e) => e.type === 'B'))
          await super.appendToStream('p-1', [{ id: 'x', type: 'B', data: {}, metadata: meta }]);
        return result;
      }
    }
    const { fake, store } = setUp(new LaterWriter());
    fake.omitAppendPositions = true;
    const { position } = await store.append('p-1', [{ type: 'A', data: {}, metadata: meta }], 'no_stream');
    const [ours, theirs] = await store.readStream('p-1');
    expect(position).toBe(ours!.position);
    expect(theirs!.position).toBeGreaterThan(position);
    await store.close();
  });
});

describe('EventStoreDB subscription failures (item 9)', () => {
  it('backs off exponentially with jitter on transient errors, and starts afresh after a delivery', async () => {
    expect([1, 2, 3, 4, 10].map((a) => backoffMs(a, 100, 1000, () => 1))).toEqual([100, 200, 400, 800, 1000]);
    expect([1, 2, 3].map((a) => backoffMs(a, 100, 1000, () => 0))).toEqual([50, 100, 200]);

    const { fake, store, warnings, exits } = setUp();
    fake.refuseSubscriptions(ErrorType.UNAVAILABLE, '14 UNAVAILABLE: No connection established');
    const seen: unknown[] = [];
    const sub = store.subscribeToAll(-1, (batch) => void seen.push(...batch));
    await until('four failed attempts', () => warnings.length >= 4);
    const delays = warnings.map((w) => Number(/resubscribing in (\d+) ms/.exec(w)![1]));
    delays.slice(0, 4).forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual((8 * 2 ** i) / 2);
      expect(d).toBeLessThanOrEqual(8 * 2 ** i);
    });
    expect(warnings[0]).toContain('No connection established');
    fake.refuseSubscriptions(null);
    await store.append('s-1', [{ type: 'A', data: {}, metadata: meta }], 'any');
    await until('the event', () => seen.length === 1);
    expect(exits).toEqual([]);
    await sub.stop();
  });

  it('stops with one clear line on a permanent error (access denied), without retrying', async () => {
    const { fake, store, warnings, exits } = setUp();
    const errors: unknown[] = [];
    store.subscribeToAll(
      -1,
      () => undefined,
      (e) => errors.push(e),
    );
    await until('the subscription', () => fake.live.size === 1);
    fake.dropSubscriptions('Access denied', ErrorType.ACCESS_DENIED);
    await until('the exit', () => exits.length > 0);
    expect(exits).toHaveLength(1);
    expect(exits[0]).toMatch(/refused for good \(access-denied: Access denied\)/);
    expect(fake.subscriptionsOpened).toBe(1);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await store.close();
  });
});
