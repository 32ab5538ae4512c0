import { trackingStreamId } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { EventStore, EventToAppend, ExpectedRevision } from '../../core/event-store/event-store.js';
import { createTrackingRecorder } from './recorder.js';

function fakeStore(fail = false) {
  const appends: { streamId: string; count: number; expected: ExpectedRevision }[] = [];
  const store = {
    async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision) {
      if (fail) throw new Error('disk full');
      appends.push({ streamId, count: events.length, expected });
      return { nextExpectedRevision: 0, position: appends.length };
    },
  } as unknown as EventStore;
  return { store, appends };
}
const ev = (n: number): EventToAppend => ({
  type: 'PageViewed',
  data: { path: `/${n}`, referrer: null, at: '2025-05-01T10:00:00.000Z' },
  metadata: { actorId: null, actorRole: null, at: '2025-05-01T10:00:00.000Z', correlationId: String(n) },
});

describe('tracking recorder', () => {
  it('batches events into one append per hourly stream, with expected revision any', async () => {
    const { store, appends } = fakeStore();
    const r = createTrackingRecorder(store, { flushAfterMs: 10_000 });
    for (let i = 0; i < 50; i += 1) void r.record('pageViews-2025050113', ev(i));
    void r.record('cardClicks-2025050113', ev(99));
    expect(appends).toHaveLength(0);
    await r.flush();
    expect(appends).toEqual([
      { streamId: 'pageViews-2025050113', count: 50, expected: 'any' },
      { streamId: 'cardClicks-2025050113', count: 1, expected: 'any' },
    ]);
    expect(r.pending()).toBe(0);
  });

  it('flushes by itself shortly after the first event', async () => {
    const { store, appends } = fakeStore();
    const r = createTrackingRecorder(store, { flushAfterMs: 5 });
    void r.record('pageViews-x', ev(1));
    await expect.poll(() => appends.length).toBe(1);
  });

  it('refuses events past the queue limit instead of growing without bound', () => {
    const r = createTrackingRecorder(fakeStore().store, { flushAfterMs: 10_000, maxPending: 3 });
    expect([1, 2, 3, 4].map((n) => r.record('s', ev(n)) !== false)).toEqual([true, true, true, false]);
  });

  it('a failing append is logged and fails the waiting visitors, never the flush', async () => {
    const errors: unknown[] = [];
    const r = createTrackingRecorder(fakeStore(true).store, {
      flushAfterMs: 10_000,
      log: { error: (...a: unknown[]) => errors.push(a) },
    });
    const recorded = r.record('s', ev(1));
    await expect(r.flush()).resolves.toBeUndefined();
    await expect(recorded).rejects.toThrow('disk full');
    expect(errors).toHaveLength(1);
  });

  it('resolves a visitor only once the batch holding the event was written', async () => {
    const { store, appends } = fakeStore();
    const r = createTrackingRecorder(store, { flushAfterMs: 10_000 });
    const recorded = r.record('s', ev(1));
    expect(recorded).not.toBe(false);
    let done = false;
    void (recorded as Promise<void>).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    await r.flush();
    await recorded;
    expect(appends).toHaveLength(1);
  });
});

/** A store whose appends finish only when the test says so (a slow disk). */
function heldStore() {
  const appends: number[] = [];
  const held: (() => void)[] = [];
  const store = {
    append: (_streamId: string, events: EventToAppend[]) =>
      new Promise((resolve) =>
        held.push(() => (appends.push(events.length), resolve({ nextExpectedRevision: 0, position: appends.length }))),
      ),
  } as unknown as EventStore;
  return { store, appends, release: () => held.shift()?.(), waiting: () => held.length };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const accepted = (recorded: false | Promise<void>) => {
  if (recorded === false) throw new Error('the recorder refused an event');
  return recorded;
};

describe('tracking recorder: group commit', () => {
  it('writes a lone event at the end of the turn it arrived in, with no timer to wait for', async () => {
    const { store, appends } = fakeStore();
    const r = createTrackingRecorder(store);
    const recorded = r.record('s', ev(1));
    expect(appends).toHaveLength(0);
    await nextTurn();
    await nextTurn();
    expect(appends).toHaveLength(1);
    await recorded;
  });

  it('gathers what arrives while a write is in flight and writes it as one batch the moment that write ends', async () => {
    const { store, appends, release, waiting } = heldStore();
    const r = createTrackingRecorder(store);
    const first = r.record('s', ev(1));
    await expect.poll(waiting).toBe(1); // the first write is on the disk
    const later = [2, 3, 4, 5].map((n) => accepted(r.record('s', ev(n))));
    await nextTurn();
    expect(waiting()).toBe(1); // no second write while the first is in flight
    expect(r.pending()).toBe(5);
    release();
    await first;
    await expect.poll(waiting).toBe(1); // the four that gathered go at once, together
    release();
    await Promise.all(later);
    expect(appends).toEqual([1, 4]);
    expect(r.pending()).toBe(0);
  });

  it('counts the batch being written against the limit, so a slow disk cannot grow the backlog', async () => {
    const { store, release, waiting } = heldStore();
    const r = createTrackingRecorder(store, { maxPending: 3 });
    void r.record('s', ev(1));
    void r.record('s', ev(2));
    await expect.poll(waiting).toBe(1);
    expect(r.record('s', ev(3))).not.toBe(false);
    expect(r.record('s', ev(4))).toBe(false);
    release();
    await expect.poll(() => r.pending()).toBe(1);
    release();
    await r.flush();
    expect(r.pending()).toBe(0);
  });
});

describe('tracking stream ids', () => {
  it('use the Istanbul hour (UTC+3)', () => {
    expect(trackingStreamId('pageViews', new Date('2025-05-01T21:30:00Z'))).toBe('pageViews-2025050200');
    expect(trackingStreamId('cardClicks', new Date('2025-12-31T20:59:59Z'))).toBe('cardClicks-2025123123');
  });
});
