import { HUNT_ENTRY_SOURCE_PREFIX, huntEventSchemas, type HuntEvent, Topic } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { guardedUpsert } from '../../core/projections/guarded.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import {
  HUNT_PAYMENTS,
  HUNT_PREDICTIONS,
  type HuntDoc,
  HUNTS,
  memberKey,
  nextHuntDoc,
  type PaymentDoc,
  type PredictionDoc,
} from './hunt-doc.js';

type LedgerEvent = LogEvent<'PointsSpent' | 'PointsRefunded'>;

const HUNT_TYPES = Object.keys(huntEventSchemas) as HuntEvent['type'][];
const LEDGER_TYPES = ['PointsSpent', 'PointsRefunded'] as const;

const huntChanged = (huntId: string): ChangeNotice => ({ topic: Topic.hunts, ids: [huntId], rooms: ['public'] });

async function applyPrediction(
  store: ReadStore,
  event: Extract<HuntEvent, { type: `HuntPrediction${'Submitted' | 'Changed'}` }>,
) {
  const { huntId, userId, predictionId, finalWin, bestSlotId, submittedAt } = event.data;
  const set: Omit<PredictionDoc, '_id' | 'entryFee'> = { huntId, userId, predictionId, finalWin, bestSlotId, submittedAt };
  const entryFee = event.type === 'HuntPredictionSubmitted' ? { entryFee: event.data.entryFee } : {};
  await store
    .collection<PredictionDoc>(HUNT_PREDICTIONS)
    .updateOne({ _id: memberKey(huntId, userId) }, { $set: { ...set, ...entryFee } }, { upsert: true });
  return [
    { topic: Topic.huntPrediction, ids: [huntId], rooms: [`user:${userId}`] },
    { topic: Topic.adminHuntPredictions, ids: [huntId], rooms: ['staff'] },
  ] satisfies ChangeNotice[];
}

async function applyHuntEvent(
  store: ReadStore,
  event: HuntEvent,
  at: string,
  log: { position: number; revision: number },
): Promise<ChangeNotice[]> {
  const hunts = store.collection<HuntDoc>(HUNTS);
  const huntId = event.data.huntId;
  const notices: ChangeNotice[] = [huntChanged(huntId)];
  if (event.type === 'HuntPredictionSubmitted' || event.type === 'HuntPredictionChanged') {
    notices.push(...(await applyPrediction(store, event)));
  }
  if (event.type === 'HuntFinished') {
    for (const w of event.data.winners) notices.push({ topic: Topic.huntPrediction, ids: [huntId], rooms: [`user:${w.userId}`] });
  }
  const next = nextHuntDoc(await hunts.findOne({ _id: huntId }), event, at, log);
  if (next) await hunts.updateOne({ _id: huntId }, { $set: next }, { upsert: true });
  return next ? notices : [];
}

async function applyPayment(store: ReadStore, event: LedgerEvent, position: number): Promise<ChangeNotice[]> {
  const { sourceId, userId, amount } = event.data;
  if (!sourceId.startsWith(HUNT_ENTRY_SOURCE_PREFIX)) return [];
  const huntId = sourceId.slice(HUNT_ENTRY_SOURCE_PREFIX.length);
  const refunded = event.type === 'PointsRefunded';
  await guardedUpsert(store.collection<PaymentDoc>(HUNT_PAYMENTS), memberKey(huntId, userId), position, {
    $set: { huntId, userId, amount, refunded },
  });
  return [];
}

/** The hunts, their members' predictions and the entry fees paid for them. */
export const huntsProjection = defineProjection({
  name: 'hunts',
  version: 2, // 2: the hunt's stream revision
  collections: [HUNTS, HUNT_PREDICTIONS, HUNT_PAYMENTS],
  indexes: [
    { collection: HUNTS, keys: { createdAt: -1 } },
    { collection: HUNT_PREDICTIONS, keys: { huntId: 1, submittedAt: 1 } },
    { collection: HUNT_PREDICTIONS, keys: { userId: 1 } }, // the member's own data (Verilerimi İndir)
    { collection: HUNT_PAYMENTS, keys: { refunded: 1 } },
  ],
  handles: [...HUNT_TYPES, ...LEDGER_TYPES],
  async apply(event, store) {
    if (event.type === 'PointsSpent' || event.type === 'PointsRefunded') return applyPayment(store, event, event.position);
    return applyHuntEvent(store, event, event.metadata.at, event);
  },
});
