import { type CreateHuntInput, huntEntrySourceId, type HuntSlotInput } from '@app/contracts';
import { randomInt } from 'node:crypto';
import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { conflict, DomainError } from '../../core/errors.js';
import { loadState, loadStateForEdit } from '../../core/load-state.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { ledgerDecider } from '../points/ledger.js';
import { refundPoints, spendPoints } from '../points/points.js';
import { assertLive, HUNT_MESSAGES, type HuntCommand, huntDecider } from './decide.js';
import { toHuntStreamId } from './hunt.js';

export const loadHunt = (deps: Deps, huntId: string) => loadState(deps.events, toHuntStreamId(huntId), huntDecider);

export const runHunt = (deps: Deps, huntId: string, command: HuntCommand, ctx: CommandContext) =>
  handleCommand(deps.events, toHuntStreamId(huntId), huntDecider, command, ctx);

export async function createHunt(deps: Deps, hunt: CreateHuntInput, ctx: CommandContext) {
  const huntId = deps.newId();
  const r = await runHunt(deps, huntId, { type: 'CreateHunt', huntId, hunt }, ctx);
  return { huntId, position: r.position };
}

export async function addSlot(deps: Deps, huntId: string, slot: HuntSlotInput, ctx: CommandContext) {
  return runHunt(deps, huntId, { type: 'AddSlot', slotId: deps.newId(), slot }, ctx);
}

/** "Karıştır": a uniform shuffle (Fisher–Yates on the CSPRNG) made here; the decider only checks the order. */
export async function shuffleSlots(deps: Deps, huntId: string, ctx: CommandContext) {
  const state = await loadStateForEdit(deps.events, toHuntStreamId(huntId), huntDecider, ctx);
  assertLive(state);
  const ids = state.slots.map((s) => s.id);
  for (let k = ids.length - 1; k > 0; k -= 1) {
    const j = randomInt(k + 1);
    [ids[k], ids[j]] = [ids[j]!, ids[k]!];
  }
  return runHunt(deps, huntId, { type: 'ReorderSlots', slotIds: ids, shuffled: true }, ctx);
}

const entryFeeReason = 'hunt_entry';
const refundReason = 'hunt_entry_refund';

/** Whether the member's ledger holds this hunt's entry fee (taken, not given back). */
async function feePaid(deps: Deps, userId: string, huntId: string) {
  const ledger = await loadState(deps.events, toUserStreamId(userId), ledgerDecider);
  const source = huntEntrySourceId(huntId);
  return ledger.spent.has(source) && !ledger.refunded.has(source);
}

/** Gives a member's entry fee back, once; nothing when none was taken. */
export async function refundEntryFee(deps: Deps, userId: string, huntId: string, ctx: CommandContext) {
  try {
    return await refundPoints(deps, userId, { reason: refundReason, sourceId: huntEntrySourceId(huntId) }, ctx);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'not_found') return { applied: false, balance: 0, position: -1 };
    throw err;
  }
}

export interface PredictionInput {
  finalWin: number;
  bestSlotId: string;
}

/**
 * The fee is taken first (on the member's own stream, never below zero, at most once per hunt), then
 * the prediction is appended. A refusal after the debit gives the fee back at once; a crash between the
 * two leaves a payment without a prediction, which the hunt reconciler gives back once predictions close.
 */
export async function submitPrediction(deps: Deps, huntId: string, userId: string, input: PredictionInput, ctx: CommandContext) {
  const state = await loadHunt(deps, huntId);
  assertLive(state);
  if (state.status !== 'collecting' || !state.predictionsOpen) throw conflict(HUNT_MESSAGES.predictionsClosed);
  if (!state.slots.some((s) => s.id === input.bestSlotId)) throw new DomainError('domain_rule', HUNT_MESSAGES.unknownSlot);
  let entryFee = 0;
  if (state.entryFee > 0 && !state.predictions.has(userId)) {
    const spent = await spendPoints(
      deps,
      userId,
      { amount: state.entryFee, reason: entryFeeReason, sourceId: huntEntrySourceId(huntId) },
      ctx,
    );
    if (!spent.applied && !(await feePaid(deps, userId, huntId))) throw conflict(HUNT_MESSAGES.predictionsClosed);
    entryFee = state.entryFee;
  }
  const command = {
    type: 'SubmitPrediction' as const,
    predictionId: deps.newId(),
    userId,
    ...input,
    submittedAt: ctx.now.toISOString(),
    entryFee,
  };
  try {
    return await runHunt(deps, huntId, command, ctx);
  } catch (err) {
    if (entryFee > 0 && err instanceof DomainError && err.code === 'conflict') await refundEntryFee(deps, userId, huntId, ctx);
    throw err;
  }
}
