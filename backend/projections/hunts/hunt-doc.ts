import {
  type HuntEvent,
  type HuntFigures,
  huntFigures,
  type HuntPrizes,
  type HuntStatus,
  type HuntWinnerV1,
} from '@app/contracts';

export const HUNTS = 'hunts';
export const HUNT_PREDICTIONS = 'huntPredictions';
export const HUNT_PAYMENTS = 'huntEntryPayments';

export interface SlotDoc {
  id: string;
  name: string;
  provider: string | null;
  betKurus: number;
  winKurus: number | null;
}

/** One hunt as every screen shows it, with its figures worked out when its slots change. */
export interface HuntDoc {
  _id: string;
  title: string;
  description: string | null;
  status: HuntStatus;
  startCostKurus: number;
  entryFee: number;
  prizes: HuntPrizes;
  slots: SlotDoc[];
  figures: HuntFigures;
  predictionsOpen: boolean;
  predictionCount: number;
  predictionsHash: string | null;
  /** With the members' ids (never shown: the answers carry usernames). */
  winners: HuntWinnerV1[];
  bestSlotIds: string[];
  remainingAsZero: boolean;
  prizesCredited: boolean;
  createdAt: string;
  finishedAt: string | null;
  /** The log position of the last event applied: a replayed event changes nothing. */
  _pos: number;
  /** The revision of the hunt's stream that event had. */
  revision: number;
  [key: string]: unknown;
}

/** A member's prediction, keyed `<huntId>:<userId>`: each member keeps exactly one. */
export interface PredictionDoc {
  _id: string;
  huntId: string;
  userId: string;
  predictionId: string;
  finalWin: number;
  bestSlotId: string;
  submittedAt: string;
  entryFee: number;
  [key: string]: unknown;
}

/** An entry fee the ledger took (and whether it gave it back), keyed `<huntId>:<userId>`. */
export interface PaymentDoc {
  _id: string;
  huntId: string;
  userId: string;
  amount: number;
  refunded: boolean;
  [key: string]: unknown;
}

export const memberKey = (huntId: string, userId: string) => `${huntId}:${userId}`;

const withSlots = (doc: HuntDoc, slots: SlotDoc[]): HuntDoc => ({
  ...doc,
  slots,
  figures: huntFigures(doc.startCostKurus, slots),
});

/** The hunt's document after one of its events (pure); HuntCreated makes it. */
export function nextHuntDoc(
  doc: HuntDoc | null,
  event: HuntEvent,
  at: string,
  { position, revision }: { position: number; revision: number },
): HuntDoc | null {
  if (event.type === 'HuntCreated') {
    if (doc) return null;
    const { huntId, title, description, startCostKurus, entryFee, prizes } = event.data;
    const base = { _id: huntId, title, description, status: 'collecting' as const, startCostKurus, entryFee, prizes };
    const open = { predictionsOpen: true, predictionCount: 0, predictionsHash: null, winners: [], bestSlotIds: [] };
    const rest = { remainingAsZero: false, prizesCredited: false, createdAt: at, finishedAt: null, _pos: position, revision };
    return withSlots({ ...base, ...open, ...rest, slots: [], figures: huntFigures(startCostKurus, []) }, []);
  }
  if (!doc || doc._pos >= position) return null;
  const next = applyToDoc(doc, event, at);
  return { ...next, _pos: position, revision };
}

function applyToDoc(doc: HuntDoc, event: Exclude<HuntEvent, { type: 'HuntCreated' }>, at: string): HuntDoc {
  switch (event.type) {
    case 'HuntSlotAdded': {
      const { slotId, name, provider, betKurus } = event.data;
      return withSlots(doc, [...doc.slots, { id: slotId, name, provider, betKurus, winKurus: null }]);
    }
    case 'HuntSlotChanged': {
      const { slotId, name, provider, betKurus } = event.data;
      return withSlots(
        doc,
        doc.slots.map((s) => (s.id === slotId ? { ...s, name, provider, betKurus } : s)),
      );
    }
    case 'HuntSlotRemoved':
      return withSlots(
        doc,
        doc.slots.filter((s) => s.id !== event.data.slotId),
      );
    case 'HuntSlotsReordered': {
      const byId = new Map(doc.slots.map((s) => [s.id, s]));
      return withSlots(
        doc,
        event.data.slotIds.flatMap((id) => byId.get(id) ?? []),
      );
    }
    case 'HuntSlotResultRecorded': {
      const { slotId, winKurus } = event.data;
      return withSlots(
        doc,
        doc.slots.map((s) => (s.id === slotId ? { ...s, winKurus } : s)),
      );
    }
    case 'HuntPredictionSubmitted':
      return { ...doc, predictionCount: doc.predictionCount + 1 };
    case 'HuntPredictionChanged':
      return doc;
    case 'HuntPredictionsClosed':
      return { ...doc, predictionsOpen: false, predictionsHash: event.data.predictionsHash };
    case 'HuntOpeningStarted':
      return { ...doc, status: 'opening', predictionsOpen: false };
    case 'HuntFinished': {
      const { winners, bestSlotIds, remainingAsZero } = event.data;
      return { ...doc, status: 'finished', winners, bestSlotIds, remainingAsZero, finishedAt: at };
    }
    case 'HuntPrizesCredited':
      return { ...doc, prizesCredited: true };
    case 'HuntCancelled':
      return { ...doc, status: 'cancelled', predictionsOpen: false, finishedAt: at };
  }
}
