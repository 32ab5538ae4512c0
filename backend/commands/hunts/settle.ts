import { huntPrizeSourceId } from '@app/contracts';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { systemContext } from '../../core/system-context.js';
import { awardPoints } from '../points/points.js';
import { loadHunt, refundEntryFee, runHunt } from './hunts.js';
import { lineLog } from '../../core/log.js';

/** The read-side pointers the reconciler follows (commands never import projections); a lag only delays a turn. */
export interface HuntSettleReads {
  /** Finished hunts whose prizes the read model has not seen credited. */
  huntsOwingPrizes(): Promise<string[]>;
  /** Entry fees taken and not given back whose hunt was cancelled, or closed without the member's prediction. */
  feesOwed(): Promise<{ huntId: string; userId: string }[]>;
}

export interface HuntSettleResult {
  prizes: number;
  refunds: number;
  position: number;
}

/**
 * Credits every prize of a finished hunt, then records that it did. Each prize is a ledger award keyed
 * by hunt, place and prediction, so a repeat (a retry, a restart after a SIGKILL mid-way, two instances)
 * credits nothing twice; the closing event only stops the reconciler from looking again.
 */
export async function creditPrizes(deps: Deps, huntId: string, ctx: CommandContext) {
  const state = await loadHunt(deps, huntId);
  let credited = 0;
  let position = -1;
  if (state.status !== 'finished' || state.prizesCredited) return { credited, position };
  for (const w of state.winners) {
    if (w.prize <= 0) continue;
    const sourceId = huntPrizeSourceId(huntId, w.place, w.predictionId);
    const r = await awardPoints(deps, w.userId, { amount: w.prize, reason: 'hunt_prize', sourceId }, ctx);
    if (r.applied) credited += 1;
    position = Math.max(position, r.position);
  }
  const r = await runHunt(deps, huntId, { type: 'MarkPrizesCredited' }, ctx);
  return { credited, position: Math.max(position, r.position) };
}

/** Prizes a crash left uncredited and fees owed back; idempotent, safe at every start and on several instances. */
export async function settleHunts(deps: Deps, reads: HuntSettleReads, ctx = systemContext(deps, 'hunt-reconciler')) {
  const result: HuntSettleResult = { prizes: 0, refunds: 0, position: -1 };
  for (const huntId of await reads.huntsOwingPrizes()) {
    const r = await creditPrizes(deps, huntId, ctx);
    result.prizes += r.credited;
    result.position = Math.max(result.position, r.position);
  }
  for (const { huntId, userId } of await reads.feesOwed()) {
    const r = await refundEntryFee(deps, userId, huntId, ctx);
    if (r.applied) result.refunds += 1;
    result.position = Math.max(result.position, r.position);
  }
  if (result.position >= 0) await deps.runner.waitFor(result.position);
  return result;
}

export const HUNT_SETTLE_EVERY_MS = 60_000;

/** Settles now, then every minute. Returns the stop function for the server's shutdown. */
export function startHuntReconciler(deps: Deps, reads: HuntSettleReads, log: Pick<Console, 'info' | 'error'> = lineLog()) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = settleHunts(deps, reads)
      .then((r) => {
        if (r.prizes + r.refunds > 0) log.info(`Hunt reconciler: ${r.prizes} prize(s) credited, ${r.refunds} fee(s) refunded.`);
      })
      .catch((err) => log.error('[hunt reconciler] failed, retrying later:', err))
      .finally(() => {
        if (!stopped) (timer = setTimeout(tick, HUNT_SETTLE_EVERY_MS)).unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
