import { purchaseSourceId } from '@app/contracts';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { systemContext } from '../../core/system-context.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { ledgerDecider } from '../points/ledger.js';
import { loadState } from '../../core/load-state.js';
import { refundPurchase } from './orders.js';
import { loadReward, runReward } from './run.js';
import { lineLog } from '../../core/log.js';

/** A purchase normally settles in milliseconds; younger reservations may still be in flight. */
export const RECONCILE_GRACE_MS = 10_000;
export const RECONCILE_EVERY_MS = 60_000;

export interface ReconcileResult {
  completed: number;
  released: number;
  refunded: number;
  position: number;
}

type Outcome = 'completed' | 'released' | 'refunded' | null;

/** Settles one purchase from the two streams' own state; the read model only pointed at it. */
async function settle(
  deps: Deps,
  rewardId: string,
  purchaseId: string,
  ctx: CommandContext,
): Promise<{ outcome: Outcome; position: number }> {
  const p = (await loadReward(deps, rewardId)).purchases.get(purchaseId);
  if (!p) return { outcome: null, position: -1 };
  const ledger = await loadState(deps.events, toUserStreamId(p.userId), ledgerDecider);
  const source = purchaseSourceId(purchaseId);
  const paid = ledger.spent.has(source) && !ledger.refunded.has(source);
  if (p.status === 'reserved') {
    // The debit decides: taken → finish the sale; not taken → give the unit back.
    const command = paid
      ? ({ type: 'CompletePurchase', purchaseId } as const)
      : ({ type: 'ReleaseUnit', purchaseId, reason: 'abandoned' } as const);
    const r = await runReward(deps, rewardId, command, ctx);
    return { outcome: r.events.length ? (paid ? 'completed' : 'released') : null, position: r.position };
  }
  if ((p.status === 'released' || p.status === 'cancelled') && paid) {
    const reason = p.status === 'released' ? 'Satın alma tamamlanamadı' : 'Sipariş iptali';
    const r = await refundPurchase(deps, p.userId, purchaseId, reason, ctx);
    return { outcome: r.applied ? 'refunded' : null, position: r.position };
  }
  return { outcome: null, position: -1 };
}

/**
 * Finishes or undoes purchases that a crash cut in half: reservations older than `graceMs` with no
 * outcome (completed when the member's ledger holds the debit, released otherwise), and released or
 * cancelled purchases whose points were taken but not yet given back (refunded). Idempotent; safe to
 * run at every start, periodically, and on several instances at once.
 */
/** The purchases left half-done, from the orders read model (a lag only delays their turn). */
export interface ReconcileReads {
  unsettledPurchases: (read: ReadStore, before: string) => Promise<{ rewardId: string; purchaseId: string }[]>;
}

export async function reconcileRewardPurchases(
  deps: Deps,
  reads: ReconcileReads,
  options: { graceMs?: number; ctx?: CommandContext } = {},
): Promise<ReconcileResult> {
  const ctx = options.ctx ?? systemContext(deps, 'reward-reconciler');
  const before = new Date(ctx.now.getTime() - (options.graceMs ?? RECONCILE_GRACE_MS)).toISOString();
  const result: ReconcileResult = { completed: 0, released: 0, refunded: 0, position: -1 };
  for (const c of await reads.unsettledPurchases(deps.read, before)) {
    const { outcome, position } = await settle(deps, c.rewardId, c.purchaseId, ctx);
    if (outcome) result[outcome] += 1;
    result.position = Math.max(result.position, position);
  }
  if (result.position >= 0) await deps.runner.waitFor(result.position);
  return result;
}

/**
 * Runs the reconciler now, once more when reservations cut off by the previous process have passed
 * the grace period, then every minute. Returns the stop function for the server's shutdown.
 */
export function startRewardReconciler(deps: Deps, reads: ReconcileReads, log: Pick<Console, 'info' | 'error'> = lineLog()) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = (next: number) => {
    running = reconcileRewardPurchases(deps, reads, { ctx: systemContext(deps, 'reward-reconciler') })
      .then((r) => {
        const n = r.completed + r.released + r.refunded;
        if (n > 0) log.info(`Reward reconciler: ${r.completed} completed, ${r.released} released, ${r.refunded} refunded.`);
      })
      .catch((err) => log.error('[reward reconciler] failed, retrying later:', err))
      .finally(() => {
        if (!stopped) (timer = setTimeout(() => tick(RECONCILE_EVERY_MS), next)).unref();
      });
  };
  tick(RECONCILE_GRACE_MS + 1000);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
