import { handleCommand } from '../../core/command-handler.js';
import { loadState } from '../../core/load-state.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { type LedgerEntry, ledgerDecider } from './ledger.js';

/**
 * The points module other slices call (the market spends, refunds on a failed purchase).
 * Each call is idempotent per `sourceId`: repeating it returns `applied: false` and the same balance.
 * `position` is the log position to wait for (`deps.runner.waitFor`) before answering; -1 if nothing changed.
 */
export interface PointsResult {
  applied: boolean;
  balance: number;
  position: number;
}

async function run(deps: Deps, userId: string, command: Parameters<typeof ledgerDecider.decide>[0], ctx: CommandContext) {
  const r = await handleCommand(deps.events, toUserStreamId(userId), ledgerDecider, command, ctx);
  return { applied: r.events.length > 0, balance: r.state.balance, position: r.position } satisfies PointsResult;
}

/** Adds points for `sourceId` unless that source was already awarded. 404 for an unknown member. */
export const awardPoints = (deps: Deps, userId: string, entry: LedgerEntry, ctx: CommandContext) =>
  run(deps, userId, { type: 'AwardPoints', ...entry }, ctx);

/** Takes points for `sourceId`; 422 `insufficient_points` when the balance is too low. Never goes negative. */
export const spendPoints = (deps: Deps, userId: string, entry: LedgerEntry, ctx: CommandContext) =>
  run(deps, userId, { type: 'SpendPoints', ...entry }, ctx);

/** Gives back what was spent for `sourceId` (the compensation of a spend), once. 404 if nothing was spent. */
export const refundPoints = (deps: Deps, userId: string, refund: { reason: string; sourceId: string }, ctx: CommandContext) =>
  run(deps, userId, { type: 'RefundPoints', ...refund }, ctx);

/** A staff correction of the balance (signed); 422 `insufficient_points` when it would go below zero. */
export const adjustPoints = (deps: Deps, userId: string, adjustment: { delta: number; reason: string }, ctx: CommandContext) =>
  run(deps, userId, { type: 'AdjustPoints', ...adjustment, actorId: ctx.actorId }, ctx);

/** The member's balance as the write side knows it (for a check that must not lag). */
export async function pointsBalance(deps: Deps, userId: string): Promise<number> {
  return (await loadState(deps.events, toUserStreamId(userId), ledgerDecider)).balance;
}
