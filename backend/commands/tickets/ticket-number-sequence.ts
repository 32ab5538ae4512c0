import type { ticketEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import type { EventStore } from '../../core/event-store/event-store.js';
import { loadState } from '../../core/load-state.js';
import { ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';

/**
 * Ticket numbers come from one sequence stream. Each approval allocates a contiguous block for its
 * application; the append carries the loaded revision, so two writers can never hand out the same
 * block (the loser reloads and gets the next one). Allocation is idempotent per application: a retried
 * approval, or the reconciler after a crash, gets back the block allocated before.
 */
export const TICKET_NUMBER_SEQUENCE_STREAM = 'ticketNumberSequence-main';

/**
 * Six digits from 100001: they read like raffle tickets, stay six digits for the first 899,999 tickets,
 * and never start with 0 (so they survive being typed into a number field or a spreadsheet).
 */
export const FIRST_TICKET_NUMBER = 100001;

export interface NumberBlock {
  firstNumber: number;
  count: number;
  adminNote: string | null;
  /** The ticket settings' value when staff approved: the points are those, even if completed later. */
  pointsPerTicket: number;
}

/** Allocations in their newest version: the fold is handed every stored one upcast. */
export type TicketNumberSequenceEvent = EventOf<
  typeof ticketEventSchemas,
  'TicketNumbersAllocated' | 'TicketNumberSequenceOpened'
>;

export type TicketNumberSequenceCommand = {
  type: 'AllocateTicketNumbers';
  applicationId: string;
  count: number;
  /** Kept with the block so a reconciler completing a crashed approval records the staff's note and points. */
  adminNote: string | null;
  pointsPerTicket: number;
};

export interface TicketNumberSequenceState {
  next: number;
  blocks: Map<string, NumberBlock>;
}

export const numbersOf = (block: NumberBlock) => Array.from({ length: block.count }, (_, i) => block.firstNumber + i);

export const ticketNumberSequenceDecider: Decider<
  TicketNumberSequenceCommand,
  TicketNumberSequenceEvent,
  TicketNumberSequenceState
> = {
  initialState: () => ({ next: FIRST_TICKET_NUMBER, blocks: new Map() }),
  evolve(state, event) {
    // Mutating is safe: a fold owns its state, and folding a long stream must stay linear.
    if (event.type === 'TicketNumberSequenceOpened') {
      for (const { applicationId, ...block } of event.data.blocks) state.blocks.set(applicationId, block);
      state.next = Math.max(state.next, event.data.next);
      return state;
    }
    const { applicationId, ...block } = event.data;
    state.blocks.set(applicationId, block);
    state.next = Math.max(state.next, block.firstNumber + block.count);
    return state;
  },
  decide(command, state) {
    if (state.blocks.has(command.applicationId)) return [];
    if (!Number.isInteger(command.count) || command.count < 1) throw new Error(`Cannot allocate ${command.count} numbers`);
    const { applicationId, count, adminNote, pointsPerTicket } = command;
    const data = { applicationId, firstNumber: state.next, count, adminNote, pointsPerTicket };
    return [{ type: 'TicketNumbersAllocated', data }];
  },
  books: { every: 1000, summarise: openBlocks },
};

/**
 * The sequence takes every approval, so its books are closed every thousand allocations: the next
 * stream opens with the next number and only the blocks whose application is still pending (an
 * approval in flight, or one a crash cut in half). Blocks of decided applications are done with: the
 * approval refuses a decided application before it ever asks for numbers again.
 */
async function openBlocks(state: TicketNumberSequenceState, events: EventStore): Promise<TicketNumberSequenceEvent> {
  const blocks: ({ applicationId: string } & NumberBlock)[] = [];
  for (const [applicationId, block] of state.blocks) {
    const app = await loadState(events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
    if (app.status === 'pending') blocks.push({ applicationId, ...block });
  }
  return { type: 'TicketNumberSequenceOpened', data: { next: state.next, blocks } };
}
