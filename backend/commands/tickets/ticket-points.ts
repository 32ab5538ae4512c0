import { ticketPointsSourceId } from '@app/contracts';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { loadState } from '../../core/load-state.js';
import { awardPoints, type PointsResult } from '../points/points.js';
import { ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';

const NOTHING: PointsResult = { applied: false, balance: 0, position: -1 };

/**
 * Why the approval and its credit are two appends, and still never lost or doubled: the balance lives
 * on `user-<id>` (a spend must see it in one stream to never go below zero), the approval on
 * `ticketApplication-<id>`, and one append cannot span both. So the approval event itself records the
 * points it earns (`points`), durably, in the same append that approves; the credit on the member's
 * ledger is its idempotent consequence, keyed by the application (`ticketApplication:<id>` is awarded
 * at most once). Whoever finds an approval whose credit is missing (the approving request, a retried
 * approval, the reconciler at start and every minute) completes it, and only one credit can land.
 */
export async function creditTicketPoints(
  deps: Deps,
  approval: { applicationId: string; userId: string; points: number },
  ctx: CommandContext,
): Promise<PointsResult> {
  if (approval.points <= 0) return NOTHING;
  const entry = { amount: approval.points, reason: 'ticket', sourceId: ticketPointsSourceId(approval.applicationId) };
  return awardPoints(deps, approval.userId, entry, ctx);
}

/** Credits the points of `applicationId` if the write side says it is approved; nothing otherwise. */
export async function settleTicketPoints(deps: Deps, applicationId: string, ctx: CommandContext): Promise<PointsResult> {
  const app = await loadState(deps.events, toTicketApplicationStreamId(applicationId), ticketApplicationDecider);
  if (app.status !== 'approved') return NOTHING;
  return creditTicketPoints(deps, app, ctx);
}
