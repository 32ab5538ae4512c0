import type { HuntEvent, HuntPrizes, HuntWinnerV1 } from '@app/contracts';

export type { HuntEvent } from '@app/contracts';

export const toHuntStreamId = (huntId: string) => `hunt-${huntId}`;

export interface SlotState {
  id: string;
  name: string;
  provider: string | null;
  betKurus: number;
  winKurus: number | null;
}

export interface PredictionState {
  id: string;
  userId: string;
  finalWin: number;
  bestSlotId: string;
  submittedAt: string;
  entryFee: number;
}

export interface LiveHunt {
  status: 'collecting' | 'opening' | 'finished' | 'cancelled';
  huntId: string;
  startCostKurus: number;
  entryFee: number;
  prizes: HuntPrizes;
  /** In their order. */
  slots: SlotState[];
  predictionsOpen: boolean;
  /** By member id: each member keeps one prediction. */
  predictions: Map<string, PredictionState>;
  winners: HuntWinnerV1[];
  prizesCredited: boolean;
}

export type HuntState = { status: 'none' } | LiveHunt;

export const initialHuntState = (): HuntState => ({ status: 'none' });

const withSlots = (s: LiveHunt, slots: SlotState[]): LiveHunt => ({ ...s, slots });

/*
 * The prediction map is extended in place, like the ledger's source sets: a fold owns the state it
 * builds, and copying a thousand predictions at every event made a busy hunt quadratic to load.
 */
function evolveLive(s: LiveHunt, event: HuntEvent): LiveHunt {
  switch (event.type) {
    case 'HuntSlotAdded': {
      const { slotId, name, provider, betKurus } = event.data;
      return withSlots(s, [...s.slots, { id: slotId, name, provider, betKurus, winKurus: null }]);
    }
    case 'HuntSlotChanged': {
      const { slotId, name, provider, betKurus } = event.data;
      return withSlots(
        s,
        s.slots.map((slot) => (slot.id === slotId ? { ...slot, name, provider, betKurus } : slot)),
      );
    }
    case 'HuntSlotRemoved':
      return withSlots(
        s,
        s.slots.filter((slot) => slot.id !== event.data.slotId),
      );
    case 'HuntSlotsReordered': {
      const byId = new Map(s.slots.map((slot) => [slot.id, slot]));
      return withSlots(
        s,
        event.data.slotIds.flatMap((id) => byId.get(id) ?? []),
      );
    }
    case 'HuntPredictionSubmitted':
    case 'HuntPredictionChanged': {
      const { predictionId, userId, finalWin, bestSlotId, submittedAt } = event.data;
      const entryFee = 'entryFee' in event.data ? event.data.entryFee : (s.predictions.get(userId)?.entryFee ?? 0);
      s.predictions.set(userId, { id: predictionId, userId, finalWin, bestSlotId, submittedAt, entryFee });
      return { ...s };
    }
    case 'HuntPredictionsClosed':
      return { ...s, predictionsOpen: false };
    case 'HuntOpeningStarted':
      return { ...s, status: 'opening', predictionsOpen: false };
    case 'HuntSlotResultRecorded': {
      const { slotId, winKurus } = event.data;
      return withSlots(
        s,
        s.slots.map((slot) => (slot.id === slotId ? { ...slot, winKurus } : slot)),
      );
    }
    case 'HuntFinished':
      return { ...s, status: 'finished', winners: event.data.winners };
    case 'HuntPrizesCredited':
      return { ...s, prizesCredited: true };
    case 'HuntCancelled':
      return { ...s, status: 'cancelled', predictionsOpen: false };
    case 'HuntCreated':
      return s;
  }
}

export function evolveHunt(state: HuntState, event: HuntEvent): HuntState {
  if (event.type === 'HuntCreated') {
    if (state.status !== 'none') return state;
    const { huntId, startCostKurus, entryFee, prizes } = event.data;
    return {
      status: 'collecting',
      huntId,
      startCostKurus,
      entryFee,
      prizes,
      slots: [],
      predictionsOpen: true,
      predictions: new Map(),
      winners: [],
      prizesCredited: false,
    };
  }
  return state.status === 'none' ? state : evolveLive(state, event);
}
