import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';
import { loadState } from '../../core/load-state.js';
import { APPLICATION_NOT_FOUND, ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';
import {
  type NumberBlock,
  numbersOf,
  TICKET_NUMBER_SEQUENCE_STREAM,
  ticketNumberSequenceDecider,
} from './ticket-number-sequence.js';
import { creditTicketPoints, settleTicketPoints } from './ticket-points.js';
import { loadTicketSettings } from './tickets.js';

/**
 * The block of this application: the one allocated earlier, or a new one from the sequence. Concurrent
 * approvals in this process take turns on the sequence (handleCommand queues commands per stream);
 * across processes the expected revision keeps them apart.
 */
export async function allocateNumbers(
  deps: Deps,
  applicationId: string,
  count: number,
  decision: { adminNote: string | null; pointsPerTicket: number },
  ctx: CommandContext,
) {
  const r = await handleCommand(
    deps.events,
    TICKET_NUMBER_SEQUENCE_STREAM,
    ticketNumberSequenceDecider,
    { type: 'AllocateTicketNumbers', applicationId, count, ...decision },
    ctx,
  );
  return r.state.blocks.get(applicationId)!;
}

/** Records the approval with the block's numbers, and the points they earn, on the application's own stream. */
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
    { type: 'ApproveTicketApplication', numbers: numbersOf(block), adminNote, points: block.count * block.pointsPerTicket },
    ctx,
  );

const alreadyDecided = (err: unknown) => err instanceof DomainError && err.code === 'conflict';

/**
 * Records the approval, then credits its points. When someone else recorded it first (409), their
 * credit may have been cut off, so it is completed here before the 409 goes out.
 */
export async function completeApproval(
  deps: Deps,
  applicationId: string,
  block: NumberBlock,
  adminNote: string | null,
  ctx: CommandContext,
) {
  let approved;
  try {
    approved = await recordApproval(deps, applicationId, block, adminNote, ctx);
  } catch (err) {
    if (alreadyDecided(err)) await settleTicketPoints(deps, applicationId, ctx);
    throw err;
  }
  const app = approved.state;
  if (app.status !== 'approved') throw new Error(`Application ${applicationId} not approved after recording it`);
  const credit = await creditTicketPoints(deps, app, ctx);
  return { events: approved.events, position: Math.max(approved.position, credit.position) };
}

/**
 * Approve = allocate a block on the sequence stream, record it on the application stream, credit the
 * points on the member's stream. A crash between the first two leaves an allocated block and a pending
 * application; the retried approval (or `reconcileTicketApprovals` at start) gets the same block back,
 * so numbers are never issued twice and an approval is never half done. A crash before the credit is
 * completed the same way (see ticket-points.ts).
 */
export async function approveTicketApplication(deps: Deps, applicationId: string, adminNote: string | null, ctx: CommandContext) {
  const app = await loadState(deps.events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
  if (app.status === 'none' || app.status === 'deleted') throw notFound(APPLICATION_NOT_FOUND);
  if (app.status === 'approved') {
    // A retried approval: the first one may have stopped before its credit.
    await creditTicketPoints(deps, app, ctx);
    throw conflict('Bu başvuru zaten onaylanmış.');
  }
  // Checked before allocating so a decided application does not burn numbers; the decider checks again.
  if (app.status !== 'pending') throw conflict('Bu başvuru zaten reddedilmiş.');
  const { pointsPerTicket } = await loadTicketSettings(deps);
  const block = await allocateNumbers(deps, applicationId, app.ticketCount, { adminNote, pointsPerTicket }, ctx);
  return completeApproval(deps, applicationId, block, adminNote, ctx);
}
