import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { systemContext } from '../../core/system-context.js';
import { recordApproval } from './approve.js';
import { loadState } from '../../core/load-state.js';
import { ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';
import { TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider } from './ticket-number-sequence.js';

/**
 * Completes approvals that a crash cut in half: a block was allocated on the sequence stream but the
 * application is still pending. It records the approval with exactly that block (and the staff's note),
 * so nothing is issued twice and no approval is lost. Idempotent; safe to run at every start and on
 * several instances at once (the application's expected revision lets only one record it).
 * Returns how many approvals it completed and the log position to wait for.
 */
export async function reconcileTicketApprovals(
  deps: Deps,
  ctx: CommandContext = systemContext(deps, 'ticket-reconciler'),
): Promise<{ completed: number; position: number }> {
  const sequence = await loadState(deps.events, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider);
  let completed = 0;
  let position = -1;
  for (const [applicationId, block] of sequence.blocks) {
    const app = await loadState(deps.events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
    // Decided or deleted since: the block stays unused (a gap in the sequence, never a duplicate).
    if (app.status !== 'pending' || app.ticketCount !== block.count) continue;
    try {
      const r = await recordApproval(deps, applicationId, block, block.adminNote, ctx);
      if (r.events.length > 0) completed += 1;
      position = Math.max(position, r.position);
    } catch (err) {
      // Someone decided it between our read and our append: nothing left to complete.
      if (!(err instanceof DomainError)) throw err;
    }
  }
  return { completed, position };
}
