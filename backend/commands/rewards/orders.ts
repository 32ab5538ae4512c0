import { purchaseSourceId } from '@app/contracts';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { refundPoints } from '../points/points.js';
import { runReward } from './run.js';

/** Staff move an order to claimed or delivered (never back). */
export async function advanceOrder(
  deps: Deps,
  rewardId: string,
  purchaseId: string,
  status: 'claimed' | 'delivered',
  ctx: CommandContext,
) {
  const r = await runReward(deps, rewardId, { type: 'AdvanceOrder', purchaseId, status }, ctx);
  return { position: r.position };
}

/** Gives back the points of a cancelled or released purchase, once (the ledger is idempotent by source). */
export async function refundPurchase(deps: Deps, userId: string, purchaseId: string, reason: string, ctx: CommandContext) {
  try {
    return await refundPoints(deps, userId, { reason, sourceId: purchaseSourceId(purchaseId) }, ctx);
  } catch (err) {
    // Nothing was ever spent for it: nothing to give back.
    if (err instanceof DomainError && err.code === 'not_found') return { applied: false, balance: 0, position: -1 };
    throw err;
  }
}

/**
 * Staff cancel an order: the cancellation (who, why; the unit back in stock) is appended first, then the
 * points are refunded. A crash between the two is finished by the reconciler, and cancelling again
 * repeats only the refund, which the ledger applies once.
 */
export async function cancelOrder(deps: Deps, rewardId: string, purchaseId: string, reason: string, ctx: CommandContext) {
  const r = await runReward(deps, rewardId, { type: 'CancelOrder', purchaseId, reason, cancelledBy: ctx.actorId }, ctx);
  const { userId } = r.state.purchases.get(purchaseId)!;
  const refund = await refundPurchase(deps, userId, purchaseId, `Sipariş iptali: ${reason}`, ctx);
  return { position: Math.max(r.position, refund.position) };
}
