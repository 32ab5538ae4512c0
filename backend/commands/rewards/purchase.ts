import { purchaseSourceId, type RewardFields } from '@app/contracts';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { DomainError, notFound, unauthenticated } from '../../core/errors.js';
import { formatPoints } from '../points/ledger.js';
import { refundPoints, spendPoints } from '../points/points.js';
import { assertForSale, type ReleaseReason } from './decide.js';
import { REWARD_NOT_FOUND } from './reward.js';
import { BUSY_MESSAGE, runReward } from './run.js';

/** Spec §5: title 'Yetersiz Puan', text 'Bu ödül için {n} puan gerekiyor'. */
export const insufficientPoints = (cost: number) =>
  new DomainError('insufficient_points', `Yetersiz Puan: Bu ödül için ${formatPoints(cost)} puan gerekiyor.`);

/**
 * Refuses a purchase that cannot succeed before anything is written, from read-model copies of the
 * reward and the balance (a lookup that may lag: the reservation and the debit decide for real).
 */
export function refuseEarly(reward: Pick<RewardFields, 'isActive' | 'stock' | 'pointsCost'> | null, points: number) {
  if (!reward) throw notFound(REWARD_NOT_FOUND);
  assertForSale(reward);
  if (points < reward.pointsCost) throw insufficientPoints(reward.pointsCost);
}

export interface PurchaseResult {
  purchaseId: string;
  balance: number;
  position: number;
}

/** Why the ledger refused, as the reservation's release records it; null when the outcome is unknown. */
function refusal(err: unknown): ReleaseReason | null {
  if (err instanceof DomainError) return err.code === 'not_found' ? 'member_not_found' : 'insufficient_points';
  if (err instanceof WrongExpectedRevisionError) return 'abandoned';
  return null;
}

function refusalError(reason: ReleaseReason, cost: number) {
  if (reason === 'insufficient_points') return insufficientPoints(cost);
  if (reason === 'member_not_found') return unauthenticated();
  return new DomainError('busy', BUSY_MESSAGE);
}

/**
 * A purchase in three appends on two streams:
 *  1. reserve one unit on `reward-<id>` (the decider refuses a sold-out or inactive reward; the
 *     expected revision lets only one buyer take each unit),
 *  2. spend the points on the member's ledger with source `purchase:<id>` (refused below zero),
 *  3. complete the purchase, or release the unit when the ledger refused.
 * A crash after 1 or 2 leaves a reservation without an outcome; `reconcileRewardPurchases` settles it
 * from the ledger. If the reconciler released it while step 2 ran, step 3 is refused and the points
 * just taken are refunded here, so no member ever pays for a unit they do not get.
 */
export async function purchaseReward(deps: Deps, userId: string, rewardId: string, ctx: CommandContext): Promise<PurchaseResult> {
  const purchaseId = deps.newId();
  const reserved = await runReward(deps, rewardId, { type: 'ReserveUnit', purchaseId, userId }, ctx);
  const { pointsCost } = reserved.state.purchases.get(purchaseId)!;
  const title = reserved.state.fields!.title;
  const sourceId = purchaseSourceId(purchaseId);

  let spent;
  try {
    spent = await spendPoints(deps, userId, { amount: pointsCost, reason: `Market: ${title}`, sourceId }, ctx);
  } catch (err) {
    const reason = refusal(err);
    if (!reason) throw err; // outcome unknown (store down): the reconciler decides from the ledger
    await runReward(deps, rewardId, { type: 'ReleaseUnit', purchaseId, reason }, ctx);
    throw refusalError(reason, pointsCost);
  }

  try {
    const done = await runReward(deps, rewardId, { type: 'CompletePurchase', purchaseId }, ctx);
    return { purchaseId, balance: spent.balance, position: Math.max(spent.position, done.position) };
  } catch (err) {
    if (err instanceof DomainError && err.code === 'purchase_released') {
      await refundPoints(deps, userId, { reason: 'Satın alma tamamlanamadı', sourceId }, ctx);
    }
    throw err;
  }
}
