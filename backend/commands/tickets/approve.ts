import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { conflict, notFound } from '../../core/errors.js';
import { createSerialQueue, loadState } from '../../core/load-state.js';
import { APPLICATION_NOT_FOUND, ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';
import {
  type NumberBlock,
  numbersOf,
  TICKET_NUMBER_SEQUENCE_STREAM,
  ticketNumberSequenceDecider,
} from './ticket-number-sequence.js';

/**
 * One queue per event store connection: in production that is one per process. Keyed by the store
 * so two app instances in one test process still race each other through the expected revision.
 */
const queues = new WeakMap<Deps['events'], ReturnType<typeof createSerialQueue>>();
const queueFor = (events: Deps['events']) => {
  let q = queues.get(events);
  if (!q) queues.set(events, (q = createSerialQueue()));
  return q;
};

/** The block of this application: the one allocated earlier, or a new one from the sequence. */
export async function allocateNumbers(deps: Deps, applicationId: string, count: number, adminNote: string | null, ctx: CommandContext) {
  const r = await queueFor(deps.events)(() =>
    handleCommand(
      deps.events,
      TICKET_NUMBER_SEQUENCE_STREAM,
      ticketNumberSequenceDecider,
      { type: 'AllocateTicketNumbers', applicationId, count, adminNote },
      ctx,
    ),
  );
  return r.state.blocks.get(applicationId)!;
}

/** Records the approval with the block's numbers on the application's own stream. */
export const recordApproval = (
  deps: Deps,
  applicationId: string,
  block: NumberBlock,
  adminNote: string | null,
  ctx: CommandContext,
) =>
  handleCommand(
    deps.events,
    toTicketApplicationStreamId(applicationId),
    ticketApplicationDecider,
    { type: 'ApproveTicketApplication', numbers: numbersOf(block), adminNote },
    ctx,
  );

/**
 * Approve = allocate a block on the sequence stream, then record it on the application stream.
 * A crash between the two leaves an allocated block and a pending application; the retried approval
 * (or `reconcileTicketApprovals` at start) gets the same block back, so numbers are never issued twice
 * and an approval is never half done.
 */
export async function approveTicketApplication(deps: Deps, applicationId: string, adminNote: string | null, ctx: CommandContext) {
  const app = await loadState(deps.events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
  if (app.status === 'none' || app.status === 'deleted') throw notFound(APPLICATION_NOT_FOUND);
  // Checked before allocating so a decided application does not burn numbers; the decider checks again.
  if (app.status !== 'pending') {
    throw conflict(app.status === 'approved' ? 'Bu başvuru zaten onaylanmış.' : 'Bu başvuru zaten reddedilmiş.');
  }
  const block = await allocateNumbers(deps, applicationId, app.ticketCount, adminNote, ctx);
  return recordApproval(deps, applicationId, block, adminNote, ctx);
}
