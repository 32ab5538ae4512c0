import { z } from 'zod';
import { BOOKS_CLOSED } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { sqliteLogPerTest } from '../test-support/sqlite-log.js';
import { handleCommand } from './command-handler.js';
import type { CommandContext, Decider } from './decider.js';
import { DomainError } from './errors.js';
import type { EventStore } from './event-store/event-store.js';
import { loadState } from './load-state.js';

/** A tally that refuses to go below zero: the smallest decider whose decisions depend on all history. */
type TallyEvent = { type: 'Added'; data: { n: number; total: number } } | { type: 'TallyOpened'; data: { total: number } };
type TallyCommand = { type: 'Add'; n: number };
interface Tally {
  total: number;
  folded: number;
}
/** Made-up events, outside the contracts: the decider names their schemas for the handler's check. */
const tallySchemas = {
  Added: z.object({ n: z.number(), total: z.number() }),
  TallyOpened: z.object({ total: z.number() }),
};
const tally: Decider<TallyCommand, TallyEvent, Tally> = {
  schemas: tallySchemas,
  initialState: () => ({ total: 0, folded: 0 }),
  // In place, like the deciders of long streams: a fold owns its state.
  evolve(state, e) {
    state.total = e.type === 'Added' ? e.data.total : e.data.total;
    state.folded += 1;
    return state;
  },
  decide(command, state) {
    if (state.total + command.n < 0) throw new DomainError('domain_rule', 'Yetersiz bakiye.');
    return [{ type: 'Added', data: { n: command.n, total: state.total + command.n } }];
  },
};
const withBooks = (every: number): Decider<TallyCommand, TallyEvent, Tally> => ({
  ...tally,
  books: { every, summarise: (s) => ({ type: 'TallyOpened', data: { total: s.total } }) },
});

const ctx: CommandContext = {
  actorId: null,
  actorRole: 'system:test',
  now: new Date('2025-01-01T00:00:00Z'),
  correlationId: 'c',
};
const add = (events: EventStore, stream: string, n: number, decider = tally) =>
  handleCommand(events, stream, decider, { type: 'Add', n }, ctx);

const open = sqliteLogPerTest('command-handler-');

/** Counts what the store is asked to read, by stream and first revision. */
function spyReads(events: EventStore) {
  const reads: { streamId: string; from: number; got: number }[] = [];
  const readStream = events.readStream.bind(events);
  events.readStream = async (streamId, from = 0) => {
    const got = await readStream(streamId, from);
    reads.push({ streamId, from, got: got.length });
    return got;
  };
  return reads;
}

describe('the write side state cache', () => {
  it('a command on a long stream reads only the events newer than its cached state', async () => {
    const events = open();
    for (let i = 0; i < 200; i += 1) await add(events, 'tally-a', 1);
    const reads = spyReads(events);
    const r = await add(events, 'tally-a', 1);
    expect(r.state.total).toBe(201);
    expect(reads).toEqual([{ streamId: 'tally-a', from: 200, got: 0 }]);
    // Each event was folded once, ever: the cache kept the state from the previous command on.
    expect(r.state.folded).toBe(201);
  });

  it('never serves a stale fold after a concurrency conflict: the retry decides on what the other writer appended', async () => {
    const [a, b] = [open(), open()]; // two processes on one log, each with its own cache
    await add(a, 'tally-b', 10);
    expect((await add(a, 'tally-b', -5)).state.total).toBe(5); // a has the stream cached at total 5
    // b takes 4 just before a appends: a's append conflicts, and its retry must see total 1.
    const append = a.append.bind(a);
    let raced = false;
    a.append = async (stream, evs, expected) => {
      if (!raced) {
        raced = true;
        await add(b, 'tally-b', -4);
      }
      return append(stream, evs, expected);
    };
    await expect(add(a, 'tally-b', -3)).rejects.toMatchObject({ code: 'domain_rule' });
    expect(raced).toBe(true);
    expect((await add(a, 'tally-b', -1)).state.total).toBe(0);
    expect((await loadState(b, 'tally-b', tally)).total).toBe(0);
  });

  it('sees what another process appended without any conflict, and a domain error leaves the cache right', async () => {
    const [a, b] = [open(), open()];
    await add(a, 'tally-c', 3);
    await add(b, 'tally-c', 4);
    await expect(add(a, 'tally-c', -8)).rejects.toBeInstanceOf(DomainError);
    expect((await add(a, 'tally-c', -7)).state.total).toBe(0);
  });

  it('reads beside commands never apply an event twice to the shared state', async () => {
    const events = open();
    const work = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? loadState(events, 'tally-d', tally) : add(events, 'tally-d', 1),
    );
    await Promise.all(work);
    const state = await loadState(events, 'tally-d', tally);
    expect(state.total).toBe(40);
    expect(state.folded).toBe(40);
    expect((await loadState(open(), 'tally-d', tally)).total).toBe(40);
  });

  it('forgets a state whose fold failed half way, and folds it again from the store', async () => {
    const events = open();
    await add(events, 'tally-e', 2);
    let fail = true;
    const flaky: Decider<TallyCommand, TallyEvent, Tally> = {
      ...tally,
      evolve: (s, e) =>
        fail
          ? ((fail = false),
            (s.total = -99),
            (() => {
              throw new Error('bug');
            })())
          : tally.evolve(s, e),
    };
    await expect(loadState(open(), 'tally-e', flaky)).rejects.toThrow('bug');
    const again = open();
    await expect(loadState(again, 'tally-e', flaky)).resolves.toMatchObject({ total: 2 });
  });
});

describe('closing the books of an unbounded stream', () => {
  it('continues in a new stream that opens with a summary; commands then read only the open stream', async () => {
    const events = open();
    const books = withBooks(4);
    for (let i = 0; i < 10; i += 1) await add(events, 'tally-f', 1, books);
    expect((await events.readStream('tally-f')).map((e) => e.type)).toEqual(['Added', 'Added', 'Added', 'Added', BOOKS_CLOSED]);
    expect((await events.readStream('tally-f~1')).map((e) => e.type)).toEqual([
      'TallyOpened',
      'Added',
      'Added',
      'Added',
      BOOKS_CLOSED,
    ]);
    expect((await events.readStream('tally-f~2')).map((e) => e.data)).toEqual([
      { total: 7 },
      { n: 1, total: 8 },
      { n: 1, total: 9 },
      { n: 1, total: 10 },
    ]);

    // A cold start reads the closed streams' tails only, then folds the open one.
    const cold = open();
    const reads = spyReads(cold);
    const r = await add(cold, 'tally-f', 1, books);
    expect(r.state.total).toBe(11);
    expect(reads.filter((x) => x.streamId === 'tally-f' || x.streamId === 'tally-f~1')).toEqual([
      { streamId: 'tally-f', from: 4, got: 1 },
      { streamId: 'tally-f~1', from: 4, got: 1 },
    ]);
    // ~2 was full (its summary and three events): the command closed it and went on in ~3.
    expect(r.state.folded).toBe(2);
    expect((await cold.readStream('tally-f~3')).map((e) => e.data)).toEqual([{ total: 10 }, { n: 1, total: 11 }]);
    expect((await loadState(open(), 'tally-f', books)).total).toBe(11);
  });

  it('a crash between closing and opening: the next command opens the continuation from the closed state', async () => {
    const events = open();
    const books = withBooks(3);
    for (let i = 0; i < 3; i += 1) await add(events, 'tally-g', 2, books);
    const meta = { actorId: null, actorRole: 'system:test', at: ctx.now.toISOString(), correlationId: 'c' };
    await events.append('tally-g', [{ type: BOOKS_CLOSED, data: { continuedIn: 'tally-g~1' }, metadata: meta }], 2);
    const restarted = open();
    expect((await add(restarted, 'tally-g', 1, books)).state.total).toBe(7);
    expect((await restarted.readStream('tally-g~1')).map((e) => e.data)).toEqual([{ total: 6 }, { n: 1, total: 7 }]);
  });

  it('two processes closing at once: one closes, both continue in the same stream, nothing lost', async () => {
    const [a, b] = [open(), open()];
    const books = withBooks(5);
    await Promise.all(Array.from({ length: 40 }, (_, i) => add(i % 2 ? a : b, 'tally-h', 1, books)));
    expect((await loadState(a, 'tally-h', books)).total).toBe(40);
    expect((await loadState(open(), 'tally-h', books)).total).toBe(40);
    const all = await a.readAll(-1, 10_000);
    expect(all.filter((e) => e.type === 'Added')).toHaveLength(40);
    const closings = all.filter((e) => e.type === BOOKS_CLOSED);
    // Every stream of the chain is closed once, into the next one.
    expect(closings.map((e) => (e.data as { continuedIn: string }).continuedIn)).toEqual(
      closings.map((_, i) => `tally-h~${i + 1}`),
    );
  });
});
