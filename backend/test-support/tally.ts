import { z } from 'zod';
import { handleCommand } from '../core/command-handler.js';
import type { CommandContext, Decider } from '../core/decider.js';
import { DomainError } from '../core/errors.js';
import type { EventStore } from '../core/event-store/event-store.js';

/** A tally that refuses to go below zero: the smallest decider whose decisions depend on all history. */
export type TallyEvent = { type: 'Added'; data: { n: number; total: number } } | { type: 'TallyOpened'; data: { total: number } };
export type TallyCommand = { type: 'Add'; n: number };
export interface Tally {
  total: number;
  folded: number;
  /** Every total seen, extended in place like the maps of long streams' states. */
  seen: Set<number>;
}

export const tally: Decider<TallyCommand, TallyEvent, Tally> = {
  // Made-up events, outside the contracts: the decider names their schemas for the handler's check.
  schemas: {
    Added: z.object({ n: z.number(), total: z.number() }),
    TallyOpened: z.object({ total: z.number() }),
  },
  initialState: () => ({ total: 0, folded: 0, seen: new Set() }),
  // In place, like the deciders of long streams: a fold owns its state.
  evolve(state, e) {
    state.total = e.data.total;
    state.folded += 1;
    state.seen.add(e.data.total);
    return state;
  },
  decide(command, state) {
    if (state.total + command.n < 0) throw new DomainError('domain_rule', 'Yetersiz bakiye.');
    return [{ type: 'Added', data: { n: command.n, total: state.total + command.n } }];
  },
};

export const tallyWithBooks = (every: number): Decider<TallyCommand, TallyEvent, Tally> => ({
  ...tally,
  books: { every, summarise: (s) => ({ type: 'TallyOpened', data: { total: s.total } }) },
});

export const tallyCtx: CommandContext = {
  actorId: null,
  actorRole: 'system:test',
  now: new Date('2025-01-01T00:00:00Z'),
  correlationId: 'c',
};

export const addToTally = (events: EventStore, stream: string, n: number, decider = tally) =>
  handleCommand(events, stream, decider, { type: 'Add', n }, tallyCtx);
