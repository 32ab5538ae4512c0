import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  START,
  WrongExpectedRevisionError,
} from './event-store.js';

export interface OpenedEventStore {
  store: EventStore;
  /** Closes `store` and opens the same log again. */
  reopen: () => Promise<EventStore>;
  /** Closes whatever is open and removes what the test created where that is possible. */
  cleanup: () => Promise<void>;
}

const metadata = (correlationId: string): EventMetadata => ({
  actorId: 'user-7',
  actorRole: 'super_admin',
  at: '2025-03-01T09:30:00.000Z',
  correlationId,
  causationId: null,
});
const event = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data, metadata: metadata(randomUUID()) });
/** Unique per test, so the suite also runs against a shared server that keeps earlier runs' streams. */
const newStream = (category: string) => `${category}-${randomUUID().replaceAll('-', '')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

const summary = (events: RecordedEvent[]) => events.map((e) => `${e.streamId}#${e.revision}:${e.type}`);
const isStrictlyIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

export function eventStoreContract(name: string, open: () => Promise<OpenedEventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let opened: OpenedEventStore;
    let store: EventStore;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => opened.cleanup());

    it('round-trips data and metadata through append and readStream, also after reopening', async () => {
      const s = newStream('card');
      const first = [
        event('CardCreated', { title: 'Güvenilir Çarşı', tags: ['a', 'b'], nested: { n: 1.5, ok: true, none: null } }),
        event('CardRenamed', { title: 'İkinci' }),
      ];
      const second = [event('CardHidden', {})];
      const r1 = await store.append(s, first, 'no_stream');
      const r2 = await store.append(s, second, 1);
      expect(r1.nextExpectedRevision).toBe(1);
      expect(r2.nextExpectedRevision).toBe(2);
      await store.append(newStream('card'), [event('CardCreated', { title: 'other' })], 'no_stream');

      const read = await store.readStream(s);
      expect(read.map(({ streamId, revision, type, data, metadata }) => ({ streamId, revision, type, data, metadata }))).toEqual(
        [...first, ...second].map((e, revision) => ({ streamId: s, revision, ...e })),
      );
      expect(isStrictlyIncreasing(read.map((e) => e.position))).toBe(true);
      expect(read[1]!.position).toBe(r1.position);
      expect(read[2]!.position).toBe(r2.position);
      expect(await store.readStream(newStream('card'))).toEqual([]);

      store = await opened.reopen();
      expect(await store.readStream(s)).toEqual(read);
    });

    it('readStream(stream, fromRevision) returns only the events from that revision on', async () => {
      const s = newStream('user');
      await store.append(s, [event('A', { n: 0 }), event('B', { n: 1 })], 'no_stream');
      await store.append(s, [event('C', { n: 2 })], 1);
      expect((await store.readStream(s, 1)).map((e) => [e.revision, e.data])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
      ]);
      expect(await store.readStream(s, 0)).toEqual(await store.readStream(s));
      expect(await store.readStream(s, 3)).toEqual([]);
      expect(await store.readStream(newStream('user'), 2)).toEqual([]);
    });

    it('enforces the expected revision: no_stream, exact revision and any', async () => {
      const s = newStream('user');
      await store.append(s, [event('UserRegistered', { n: 0 })], 'no_stream');
      await expect(store.append(s, [event('UserRegistered', { n: 1 })], 'no_stream')).rejects.toThrow(WrongExpectedRevisionError);
      await expect(store.append(s, [event('UserRenamed', {})], 'no_stream')).rejects.toMatchObject({
        streamId: s,
        expected: 'no_stream',
        actual: 0,
      });
      await expect(store.append(s, [event('UserRenamed', {})], 5)).rejects.toMatchObject({ expected: 5, actual: 0 });
      expect((await store.append(s, [event('UserRenamed', { n: 1 })], 0)).nextExpectedRevision).toBe(1);
      await expect(store.append(s, [event('UserRenamed', {})], 0)).rejects.toMatchObject({ expected: 0, actual: 1 });
      const missing = newStream('user');
      await expect(store.append(missing, [event('UserRenamed', {})], 0)).rejects.toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(missing)).toEqual([]);

      expect((await store.append(s, [event('UserRenamed', { n: 2 })], 'any')).nextExpectedRevision).toBe(2);
      const fresh = newStream('user');
      expect((await store.append(fresh, [event('UserRegistered', {})], 'any')).nextExpectedRevision).toBe(0);
      // The rejected appends wrote nothing.
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    });

    it.each([
      { expected: 'no_stream' as const, existing: 0 },
      { expected: 1, existing: 2 },
    ])('of 20 concurrent appends expecting $expected exactly one wins', async ({ expected, existing }) => {
      const s = newStream('reward');
      for (let i = 0; i < existing; i++) await store.append(s, [event('StockAdded', { i })], 'any');
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, writer) => store.append(s, [event('StockReserved', { writer })], expected)),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      const winner = results.findIndex((r) => r.status === 'fulfilled');
      const read = await store.readStream(s);
      expect(read).toHaveLength(existing + 1);
      expect(read.at(-1)!.data).toEqual({ writer: winner });
    });

    it('readAll returns events in append order, stable across reads, and honours maxCount', async () => {
      const before = await store.headPosition();
      const [a, b] = [newStream('ticketApplication'), newStream('points')];
      const appends = [
        await store.append(a, [event('Applied', { n: 1 }), event('Noted', { n: 2 })], 'no_stream'),
        await store.append(b, [event('Credited', { n: 3 })], 'no_stream'),
        await store.append(a, [event('Approved', { n: 4 })], 1),
      ];
      const ours = (events: RecordedEvent[]) => events.filter((e) => e.streamId === a || e.streamId === b);
      const first = await store.readAll(before, Number.MAX_SAFE_INTEGER);
      const second = await store.readAll(before, Number.MAX_SAFE_INTEGER);
      expect(second).toEqual(first);
      expect(isStrictlyIncreasing(first.map((e) => e.position))).toBe(true);
      expect(first.every((e) => e.position > before)).toBe(true);
      expect(ours(first).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
      expect(summary(ours(first))).toEqual([`${a}#0:Applied`, `${a}#1:Noted`, `${b}#0:Credited`, `${a}#2:Approved`]);
      // An append reports the position of its last event, as the global log has it.
      expect(appends.map((r) => r.position)).toEqual([
        ours(first)[1]!.position,
        ours(first)[2]!.position,
        ours(first)[3]!.position,
      ]);
      expect(await store.readAll(before, 2)).toEqual(first.slice(0, 2));
      expect(summary(ours(await store.readAll(START, Number.MAX_SAFE_INTEGER)))).toEqual(summary(ours(first)));
    });

    it('readAll(after) returns only the events after that position', async () => {
      const s = newStream('banner');
      const positions: number[] = [];
      for (let n = 0; n < 5; n++) positions.push((await store.append(s, [event('BannerShown', { n })], 'any')).position);
      const after = await store.readAll(positions[1]!, Number.MAX_SAFE_INTEGER);
      expect(after.every((e) => e.position > positions[1]!)).toBe(true);
      expect(after.filter((e) => e.streamId === s).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
      expect((await store.readAll(positions[4]!, 100)).filter((e) => e.streamId === s)).toEqual([]);
    });

    it('subscribeToAll catches up from a position, then delivers live appends in order, a batch at a time, until stopped', async () => {
      const [s, t] = [newStream('event'), newStream('event')];
      const p: number[] = [];
      for (let n = 1; n <= 3; n++) p.push((await store.append(s, [event('Joined', { n })], 'any')).position);
      const received: RecordedEvent[] = [];
      let inFlight = 0;
      let maxInFlight = 0;
      const errors: unknown[] = [];
      const sub = store.subscribeToAll(
        p[0]!,
        async (batch) => {
          expect(batch.length).toBeGreaterThan(0);
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await sleep(5);
          for (const e of batch) if (e.streamId === s || e.streamId === t) received.push(e);
          inFlight -= 1;
        },
        (err) => errors.push(err),
      );
      await waitUntil('catch-up', () => received.length >= 2);
      await store.append(s, [event('Joined', { n: 4 }), event('Joined', { n: 5 })], 'any');
      await store.append(t, [event('Joined', { n: 6 })], 'any');
      await store.append(s, [event('Joined', { n: 7 })], 'any');
      await waitUntil('live events', () => received.length >= 6);
      await sub.stop();
      await store.append(s, [event('Joined', { n: 8 })], 'any');
      await sleep(300);

      expect(received.map((e) => (e.data as { n: number }).n)).toEqual([2, 3, 4, 5, 6, 7]);
      expect(isStrictlyIncreasing(received.map((e) => e.position))).toBe(true);
      expect(received[0]!.metadata.actorRole).toBe('super_admin');
      expect(maxInFlight).toBe(1);
      expect(errors).toEqual([]);
    });

    it('subscribeToAll(START) delivers from the beginning of the log', async () => {
      const s = newStream('company');
      await store.append(s, [event('CompanyAdded', { n: 1 }), event('CompanyAdded', { n: 2 })], 'no_stream');
      const received: unknown[] = [];
      const sub = store.subscribeToAll(START, (batch) => {
        for (const e of batch) if (e.streamId === s) received.push(e.data);
      });
      try {
        await waitUntil('events from the start', () => received.length >= 2);
        expect(received).toEqual([{ n: 1 }, { n: 2 }]);
      } finally {
        await sub.stop();
      }
    });

    it('a failing handler is reported to onError, once, and stops delivery for good', async () => {
      const s = newStream('analytics');
      const head = await store.headPosition();
      const seen: number[] = [];
      const errors: unknown[] = [];
      const boom = new Error('projection failed');
      const sub = store.subscribeToAll(
        head,
        (batch) => {
          for (const e of batch) {
            if (e.streamId !== s) continue;
            seen.push((e.data as { n: number }).n);
            if (seen.length === 1) throw boom;
          }
        },
        (err) => errors.push(err),
      );
      await store.append(s, [event('Clicked', { n: 1 }), event('Clicked', { n: 2 })], 'no_stream');
      await waitUntil('the error', () => errors.length > 0);
      await sleep(200);
      await sub.stop();
      expect(errors).toEqual([boom]);
      expect(seen).toEqual([1]);
    });

    it('headPosition is -1 exactly when the log is empty, then the position of the newest event', async () => {
      expect((await store.headPosition()) === -1).toBe((await store.readAll(START, 1)).length === 0);
      const r1 = await store.append(
        newStream('settings'),
        [event('SettingChanged', { n: 1 }), event('SettingChanged', { n: 2 })],
        'no_stream',
      );
      expect(await store.headPosition()).toBe(r1.position);
      const r2 = await store.append(newStream('settings'), [event('SettingChanged', { n: 3 })], 'no_stream');
      expect(r2.position).toBeGreaterThan(r1.position);
      expect(await store.headPosition()).toBe(r2.position);
      expect(await store.readAll(r2.position, 10)).toEqual([]);
    });
  });
}
