import { BOOKS_CLOSED } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { sqliteLogPerTest } from '../test-support/sqlite-log.js';
import { addToTally, tally, tallyWithBooks } from '../test-support/tally.js';
import type { EventStore } from './event-store/event-store.js';
import { loadState } from './load-state.js';

const open = sqliteLogPerTest('command-batch-');

/** Counts the appends a store is asked for, and lets a test act just before each. */
function spyAppends(events: EventStore, before: (n: number) => Promise<void> | void = () => {}) {
  const sizes: number[] = [];
  const append = events.append.bind(events);
  events.append = async (stream, evs, expected) => {
    sizes.push(evs.length);
    await before(sizes.length);
    return append(stream, evs, expected);
  };
  return sizes;
}

const settled = (work: Promise<unknown>[]) =>
  Promise.allSettled(work).then((all) => all.map((r) => (r.status === 'fulfilled' ? 'ok' : 'refused')));

describe('commands queued on one stream are written by one append', () => {
  it('a crowd on one stream: far fewer appends than commands, each decided on the previous ones, a refusal alone', async () => {
    const events = open();
    await addToTally(events, 'tally-a', 3);
    const sizes = spyAppends(events);
    // -6 arrives when the total is 5 (3 and the two +1s before it); it is refused, the others are written.
    const ns = [1, 1, -6, ...Array.from({ length: 97 }, () => 1)];
    const outcomes = await settled(ns.map((n) => addToTally(events, 'tally-a', n)));
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(1);
    expect(outcomes[2]).toBe('refused');
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(99);
    expect(sizes.length).toBeLessThan(10);
    const stored = await events.readStream('tally-a');
    expect(stored.map((e) => (e.data as { total: number }).total)).toEqual(Array.from({ length: 100 }, (_, i) => 3 + i));
    // Each command's answer carries its own events and the append's position.
    const [two, three] = await Promise.all([addToTally(events, 'tally-a', 2), addToTally(events, 'tally-a', 3)]);
    expect([two.events[0]!.data.total, three.events[0]!.data.total]).toEqual([104, 107]);
    expect(two.position).toBe(three.position);
    expect((await loadState(open(), 'tally-a', tally)).total).toBe(107);
  });

  it('a conflict with another process decides the whole batch again on what that process appended', async () => {
    const [a, b] = [open(), open()];
    await addToTally(a, 'tally-b', 10);
    let raced = false;
    spyAppends(a, async () => {
      if (raced) return;
      raced = true;
      await addToTally(b, 'tally-b', -8); // b takes 8 just before a's batch is written
    });
    const outcomes = await settled([1, -1, -2, -1].map((n) => addToTally(a, 'tally-b', n)));
    // Decided again on 2: +1 → 3, -1 → 2, -2 → 0, -1 refused.
    expect(raced).toBe(true);
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'refused']);
    expect((await loadState(b, 'tally-b', tally)).total).toBe(0);
  });

  it('nothing is answered before it is durable: a failed append fails its whole batch and leaves the cache right', async () => {
    const events = open();
    await addToTally(events, 'tally-c', 5);
    let fail = true;
    let during: number | null = null;
    spyAppends(events, async () => {
      // A read beside the append sees only what is on disk, never the batch's decisions.
      during = (await loadState(events, 'tally-c', tally)).total;
      if (fail) throw new Error('disk full');
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => addToTally(events, 'tally-c', n)));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(during).toBe(5);
    fail = false;
    const r = await addToTally(events, 'tally-c', 1);
    expect([r.state.total, [...r.state.seen]]).toEqual([6, [5, 6]]);
    expect((await loadState(open(), 'tally-c', tally)).total).toBe(6);
  });

  it('a batch never carries a stream past its books: the rest waits, the books close, the chain holds every event', async () => {
    const events = open();
    const books = tallyWithBooks(5);
    await Promise.all(Array.from({ length: 23 }, () => addToTally(events, 'tally-d', 1, books)));
    const all = await events.readAll(-1, 1000);
    for (const stream of new Set(all.map((e) => e.streamId))) {
      const own = all.filter((e) => e.streamId === stream);
      const closing = own.findIndex((e) => e.type === BOOKS_CLOSED);
      if (closing >= 0) expect(closing).toBe(5);
    }
    expect(all.filter((e) => e.type === 'Added')).toHaveLength(23);
    expect((await loadState(open(), 'tally-d', books)).total).toBe(23);
  });
});
