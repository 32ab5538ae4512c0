import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { loadState } from '../../core/load-state.js';
import { systemContext } from '../../core/system-context.js';
import { completeApproval } from './approve.js';
import { ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';
import { TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider } from './ticket-number-sequence.js';
import { settleTicketPoints } from './ticket-points.js';
import { lineLog } from '../../core/log.js';

/** The read-side lookup the reconciler needs; wired in by the composition root (commands never import projections). */
export interface TicketReconcileReads {
  /** Approved applications whose points the read model has not seen credited yet. May lag: only a pointer. */
  approvalsOwingPoints(): Promise<string[]>;
}

export interface TicketReconcileResult {
  completed: number;
  credited: number;
  position: number;
}

export const TICKET_RECONCILE_EVERY_MS = 60_000;

/** Approvals cut before their record: a block allocated on the sequence, the application still pending. */
async function completeCutApprovals(deps: Deps, ctx: CommandContext, result: TicketReconcileResult) {
  const sequence = await loadState(deps.events, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider);
  for (const [applicationId, block] of sequence.blocks) {
    const app = await loadState(deps.events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
    // Decided or deleted since: the block stays unused (a gap in the sequence, never a duplicate).
    if (app.status !== 'pending' || app.ticketCount !== block.count) continue;
    try {
      const r = await completeApproval(deps, applicationId, block, block.adminNote, ctx);
      if (r.events.length > 0) result.completed += 1;
      result.position = Math.max(result.position, r.position);
    } catch (err) {
      // Someone decided it between our read and our append: nothing left to complete.
      if (!(err instanceof DomainError)) throw err;
    }
  }
}

/** Approvals cut before their credit. The ledger awards each application at most once, so a stale pointer is harmless. */
export async function creditOwedTicketPoints(
  deps: Deps,
  reads: TicketReconcileReads,
  ctx: CommandContext,
  result: TicketReconcileResult,
) {
  for (const applicationId of await reads.approvalsOwingPoints()) {
    const r = await settleTicketPoints(deps, applicationId, ctx);
    if (r.applied) result.credited += 1;
    result.position = Math.max(result.position, r.position);
  }
}

/**
 * Completes approvals that a crash cut in half: a block allocated but the approval not recorded (it is
 * recorded with exactly that block, the staff's note and the points in force then), and an approval
 * recorded but its points not credited. Idempotent; safe to run at every start and on several instances
 * at once (expected revisions let only one record or credit land). Returns the log position to wait for.
 */
export async function reconcileTicketApprovals(
  deps: Deps,
  reads: TicketReconcileReads,
  ctx: CommandContext = systemContext(deps, 'ticket-reconciler'),
): Promise<TicketReconcileResult> {
  const result: TicketReconcileResult = { completed: 0, credited: 0, position: -1 };
  await completeCutApprovals(deps, ctx, result);
  await creditOwedTicketPoints(deps, reads, ctx, result);
  return result;
}

/**
 * Every minute, credits approvals whose credit failed without a crash (the store refused the second
 * append): the member gets the points without waiting for a restart. Returns the stop function.
 */
export function startTicketPointsReconciler(
  deps: Deps,
  reads: TicketReconcileReads,
  log: Pick<Console, 'info' | 'error'> = lineLog(),
) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return; // the previous round is still going
    const result: TicketReconcileResult = { completed: 0, credited: 0, position: -1 };
    running = creditOwedTicketPoints(deps, reads, systemContext(deps, 'ticket-reconciler'), result)
      .then(() => void (result.credited > 0 && log.info(`Ticket reconciler: credited ${result.credited} approval(s).`)))
      .catch((err) => log.error('[ticket reconciler] failed, retrying later:', err))
      .finally(() => (running = null));
  }, TICKET_RECONCILE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
