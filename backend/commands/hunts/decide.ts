import {
  bestXSlotIds,
  canonicalPredictionList,
  type CreateHuntInput,
  HUNT_LIMITS,
  huntWinners,
  type HuntSlotInput,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';
import { evolveHunt, type HuntEvent, type HuntState, initialHuntState, type LiveHunt } from './hunt.js';

export const HUNT_MESSAGES = {
  notFound: 'Bonus avı bulunamadı.',
  slotNotFound: 'Bonus bulunamadı.',
  finished: 'Bu bonus avı bitti; artık değiştirilemez.',
  cancelled: 'Bu bonus avı iptal edildi; artık değiştirilemez.',
  slotsLocked: 'Tahminler kapandıktan sonra bonus eklenemez, çıkarılamaz veya bahsi değiştirilemez.',
  orderLocked: 'Açılış başladıktan sonra bonusların sırası değiştirilemez.',
  orderMismatch: 'Yeni sıra, avdaki bonusların her birini tam bir kez içermelidir.',
  tooManySlots: `Bir bonus avında en fazla ${HUNT_LIMITS.maxSlots} bonus olabilir.`,
  predictionsClosed: 'Tahminler kapandı; tahmin gönderilemez veya değiştirilemez.',
  alreadyClosed: 'Tahminler zaten kapalı.',
  unknownSlot: 'Seçilen bonus bu avda yok.',
  noSlots: 'Açılışı başlatmak için en az bir bonus ekleyin.',
  notCollecting: 'Açılış zaten başladı.',
  notOpening: 'Kazançlar yalnızca açılış sırasında girilebilir.',
  outOfOrder: 'Bonuslar sırayla açılır: önce sıradaki bonusun kazancını girin.',
  finishBeforeOpening: 'Bonus avı, açılış başlamadan bitirilemez.',
  unopened: 'Açılmamış bonuslar var',
} as const;

/**
 * A removal would leave members' predictions naming a slot that cannot win: refused, because the site
 * never changes a member's prediction behind their back (docs/hunts.md). Staff may still correct it.
 */
export const slotPickedMessage = (count: number) =>
  `Bu bonusu en iyi bonus olarak seçen ${count} tahmin var; çıkarılamaz. Bonusun adını, sağlayıcısını veya bahsini düzenleyebilirsiniz.`;

export type HuntCommand =
  | { type: 'CreateHunt'; huntId: string; hunt: CreateHuntInput }
  | { type: 'AddSlot'; slotId: string; slot: HuntSlotInput }
  | { type: 'ChangeSlot'; slotId: string; slot: HuntSlotInput }
  | { type: 'RemoveSlot'; slotId: string }
  | { type: 'ReorderSlots'; slotIds: string[]; shuffled: boolean }
  /** `entryFee`: what the ledger took for it (the route debits first); `submittedAt` is the command's time. */
  | {
      type: 'SubmitPrediction';
      predictionId: string;
      userId: string;
      finalWin: number;
      bestSlotId: string;
      submittedAt: string;
      entryFee: number;
    }
  | { type: 'ClosePredictions' }
  | { type: 'StartOpening' }
  | { type: 'RecordResult'; slotId: string; winKurus: number }
  | { type: 'FinishHunt'; remainingAsZero: boolean }
  | { type: 'MarkPrizesCredited' }
  | { type: 'CancelHunt' };

/** A hunt that still takes changes: not unknown, not finished, not cancelled. */
export function assertLive(state: HuntState): asserts state is LiveHunt {
  if (state.status === 'none') throw notFound(HUNT_MESSAGES.notFound);
  if (state.status === 'finished') throw conflict(HUNT_MESSAGES.finished);
  if (state.status === 'cancelled') throw conflict(HUNT_MESSAGES.cancelled);
}

function assertSlotsOpen(state: HuntState): asserts state is LiveHunt {
  assertLive(state);
  if (state.status !== 'collecting' || !state.predictionsOpen) throw conflict(HUNT_MESSAGES.slotsLocked);
}

function slotOf(state: LiveHunt, slotId: string) {
  const slot = state.slots.find((s) => s.id === slotId);
  if (!slot) throw notFound(HUNT_MESSAGES.slotNotFound);
  return slot;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The commitment to the prediction list, published as predictions close (docs/hunts.md). */
function closeEvent(state: LiveHunt): HuntEvent {
  const predictions = [...state.predictions.values()];
  const predictionsHash = sha256Hex(canonicalPredictionList(predictions));
  return { type: 'HuntPredictionsClosed', data: { huntId: state.huntId, predictionsHash, predictionCount: predictions.length } };
}

function changeSlot(state: HuntState, slotId: string, slot: HuntSlotInput): HuntEvent[] {
  assertLive(state);
  if (state.status !== 'collecting') throw conflict(HUNT_MESSAGES.orderLocked);
  const current = slotOf(state, slotId);
  // Names may be corrected until the opening; the bet moves the figures members predicted on.
  if (current.betKurus !== slot.bet && !state.predictionsOpen) throw conflict(HUNT_MESSAGES.slotsLocked);
  const data = { huntId: state.huntId, slotId, name: slot.name, provider: slot.provider, betKurus: slot.bet };
  return [{ type: 'HuntSlotChanged', data }];
}

function removeSlot(state: HuntState, slotId: string): HuntEvent[] {
  assertSlotsOpen(state);
  slotOf(state, slotId);
  let picked = 0;
  for (const p of state.predictions.values()) if (p.bestSlotId === slotId) picked += 1;
  if (picked > 0) throw conflict(slotPickedMessage(picked));
  return [{ type: 'HuntSlotRemoved', data: { huntId: state.huntId, slotId } }];
}

function reorder(state: HuntState, slotIds: string[], shuffled: boolean): HuntEvent[] {
  assertLive(state);
  if (state.status !== 'collecting') throw conflict(HUNT_MESSAGES.orderLocked);
  const known = new Set(state.slots.map((s) => s.id));
  if (slotIds.length !== known.size || new Set(slotIds).size !== known.size || slotIds.some((id) => !known.has(id))) {
    throw new DomainError('validation_error', HUNT_MESSAGES.orderMismatch);
  }
  return [{ type: 'HuntSlotsReordered', data: { huntId: state.huntId, slotIds, shuffled } }];
}

function predict(state: HuntState, c: Extract<HuntCommand, { type: 'SubmitPrediction' }>): HuntEvent[] {
  assertLive(state);
  if (state.status !== 'collecting' || !state.predictionsOpen) throw conflict(HUNT_MESSAGES.predictionsClosed);
  if (!state.slots.some((s) => s.id === c.bestSlotId)) throw new DomainError('domain_rule', HUNT_MESSAGES.unknownSlot);
  const own = state.predictions.get(c.userId);
  const data = { huntId: state.huntId, userId: c.userId, finalWin: c.finalWin, bestSlotId: c.bestSlotId };
  if (!own) {
    const first = { ...data, predictionId: c.predictionId, submittedAt: c.submittedAt, entryFee: c.entryFee };
    return [{ type: 'HuntPredictionSubmitted', data: first }];
  }
  // The same answer again is a retried request: its time must not move the member back in the tie order.
  if (own.finalWin === c.finalWin && own.bestSlotId === c.bestSlotId) return [];
  return [{ type: 'HuntPredictionChanged', data: { ...data, predictionId: own.id, submittedAt: c.submittedAt } }];
}

function recordResult(state: HuntState, slotId: string, winKurus: number): HuntEvent[] {
  assertLive(state);
  if (state.status !== 'opening') throw conflict(HUNT_MESSAGES.notOpening);
  const slot = slotOf(state, slotId);
  const next = state.slots.find((s) => s.winKurus === null);
  if (slot.winKurus === null && slot !== next) throw conflict(HUNT_MESSAGES.outOfOrder);
  if (slot.winKurus === winKurus) return [];
  const data = { huntId: state.huntId, slotId, winKurus, previousWinKurus: slot.winKurus };
  return [{ type: 'HuntSlotResultRecorded', data }];
}

/** The result and the winners, from the folded log alone. */
function finish(state: HuntState, remainingAsZero: boolean): HuntEvent[] {
  assertLive(state);
  if (state.status !== 'opening') throw conflict(HUNT_MESSAGES.finishBeforeOpening);
  const unopened = state.slots.some((s) => s.winKurus === null);
  if (unopened && !remainingAsZero) throw conflict(HUNT_MESSAGES.unopened);
  const slots = state.slots.map((s) => ({ ...s, winKurus: s.winKurus ?? 0 }));
  const totalWinKurus = slots.reduce((sum, s) => sum + s.winKurus, 0);
  const bestSlotIds = bestXSlotIds(slots);
  const winners = huntWinners([...state.predictions.values()], totalWinKurus, bestSlotIds, state.prizes).map((w) => ({
    place: w.place,
    predictionId: w.prediction.id,
    userId: w.prediction.userId,
    finalWin: w.prediction.finalWin,
    bestSlotId: w.prediction.bestSlotId,
    prize: w.prize,
  }));
  const data = { huntId: state.huntId, totalWinKurus, remainingAsZero: unopened, bestSlotIds, winners };
  return [{ type: 'HuntFinished', data }];
}

function decide(command: HuntCommand, state: HuntState): HuntEvent[] {
  switch (command.type) {
    case 'CreateHunt': {
      // Ids are fresh UUIDs: a second create of the same id is a retried request.
      if (state.status !== 'none') return [];
      const { title, description, startCost, entryFee, prizes } = command.hunt;
      const data = { huntId: command.huntId, title, description, startCostKurus: startCost, entryFee, prizes };
      return [{ type: 'HuntCreated', data }];
    }
    case 'AddSlot': {
      assertSlotsOpen(state);
      if (state.slots.length >= HUNT_LIMITS.maxSlots) throw new DomainError('domain_rule', HUNT_MESSAGES.tooManySlots);
      if (state.slots.some((s) => s.id === command.slotId)) return [];
      const { name, provider, bet } = command.slot;
      return [{ type: 'HuntSlotAdded', data: { huntId: state.huntId, slotId: command.slotId, name, provider, betKurus: bet } }];
    }
    case 'ChangeSlot':
      return changeSlot(state, command.slotId, command.slot);
    case 'RemoveSlot':
      return removeSlot(state, command.slotId);
    case 'ReorderSlots':
      return reorder(state, command.slotIds, command.shuffled);
    case 'SubmitPrediction':
      return predict(state, command);
    case 'ClosePredictions':
      assertLive(state);
      if (state.status !== 'collecting' || !state.predictionsOpen) throw conflict(HUNT_MESSAGES.alreadyClosed);
      return [closeEvent(state)];
    case 'StartOpening': {
      assertLive(state);
      if (state.status !== 'collecting') throw conflict(HUNT_MESSAGES.notCollecting);
      if (state.slots.length === 0) throw conflict(HUNT_MESSAGES.noSlots);
      const opened: HuntEvent = { type: 'HuntOpeningStarted', data: { huntId: state.huntId } };
      return state.predictionsOpen ? [closeEvent(state), opened] : [opened];
    }
    case 'RecordResult':
      return recordResult(state, command.slotId, command.winKurus);
    case 'FinishHunt':
      return finish(state, command.remainingAsZero);
    case 'MarkPrizesCredited':
      if (state.status !== 'finished' || state.prizesCredited) return [];
      return [{ type: 'HuntPrizesCredited', data: { huntId: state.huntId } }];
    case 'CancelHunt':
      assertLive(state);
      return [{ type: 'HuntCancelled', data: { huntId: state.huntId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const huntDecider: Decider<HuntCommand, HuntEvent, HuntState> = {
  initialState: initialHuntState,
  evolve: evolveHunt,
  decide,
  // The prediction map is the only part evolve extends in place (slots and winners are replaced).
  copy: (state) => (state.status === 'none' ? state : { ...state, predictions: new Map(state.predictions) }),
};
