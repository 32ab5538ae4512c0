import {
  type AdminHuntPredictions,
  canonicalOrder,
  fromKurus,
  type Hunt,
  type HuntListItem,
  type OwnHuntPrediction,
  type PublishedPrediction,
  roundX,
} from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from '../accounts/users.projection.js';
import {
  HUNT_PAYMENTS,
  HUNT_PREDICTIONS,
  type HuntDoc,
  HUNTS,
  memberKey,
  type PaymentDoc,
  type PredictionDoc,
} from './hunt-doc.js';

/** What a prediction shows when its member's account is gone: the id still proves it. */
export const ERASED_MEMBER = 'Silinmiş üye';

const hunts = (read: ReadStore) => read.collection<HuntDoc>(HUNTS);
const predictions = (read: ReadStore) => read.collection<PredictionDoc>(HUNT_PREDICTIONS);

async function usernames(read: ReadStore, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const users = await read
    .collection<UserDoc>(USERS)
    .find({ _id: { $in: [...new Set(userIds)] } }, { projection: { username: 1 } });
  return new Map(users.map((u) => [u._id, u.username]));
}

function toListItem(d: HuntDoc, names: Map<string, string>): HuntListItem {
  const f = d.figures;
  const current = d.status === 'opening' ? (d.slots.find((s) => s.winKurus === null)?.id ?? null) : null;
  return {
    id: d._id,
    title: d.title,
    description: d.description,
    status: d.status,
    startCost: fromKurus(d.startCostKurus),
    entryFee: d.entryFee,
    prizes: d.prizes,
    slots: d.slots.map((s, order) => ({
      id: s.id,
      name: s.name,
      provider: s.provider,
      bet: fromKurus(s.betKurus),
      win: s.winKurus === null ? null : fromKurus(s.winKurus),
      multiplier: s.winKurus === null ? null : roundX(s.winKurus / s.betKurus),
      order,
    })),
    currentSlotId: current,
    figures: {
      totalBet: fromKurus(f.totalBetKurus),
      bonusCount: f.bonusCount,
      breakEvenX: f.breakEvenX,
      openedCount: f.openedCount,
      totalWin: fromKurus(f.totalWinKurus),
      profit: fromKurus(f.profitKurus),
      requiredX: f.requiredX,
      bestWin: f.bestWinKurus === null ? null : fromKurus(f.bestWinKurus),
      bestWinSlotId: f.bestWinSlotId,
      bestX: f.bestX,
      bestXSlotId: f.bestXSlotId,
    },
    predictionsOpen: d.predictionsOpen,
    predictionCount: d.predictionCount,
    predictionsHash: d.predictionsHash,
    winners: d.winners.map(({ place, userId, finalWin, bestSlotId, prize }) => ({
      place,
      username: names.get(userId) ?? ERASED_MEMBER,
      finalWin,
      bestSlotId,
      prize,
    })),
    bestSlotIds: d.bestSlotIds,
    remainingAsZero: d.remainingAsZero,
    createdAt: d.createdAt,
    finishedAt: d.finishedAt,
    revision: d.revision,
  };
}

/** Every prediction of a hunt in canonical order, under the members' current usernames. */
async function publishedPredictions(read: ReadStore, huntId: string): Promise<PublishedPrediction[]> {
  const docs = await predictions(read).find({ huntId });
  const names = await usernames(
    read,
    docs.map((p) => p.userId),
  );
  const rows = docs.map((p) => ({
    id: p.predictionId,
    username: names.get(p.userId) ?? ERASED_MEMBER,
    finalWin: p.finalWin,
    bestSlotId: p.bestSlotId,
    submittedAt: p.submittedAt,
  }));
  return canonicalOrder(rows);
}

export async function findHunt(read: ReadStore, huntId: string): Promise<Hunt | null> {
  const doc = await hunts(read).findOne({ _id: huntId });
  if (!doc) return null;
  const names = await usernames(
    read,
    doc.winners.map((w) => w.userId),
  );
  // The list is public only after the finish: before, it would let late members copy the crowd.
  const list = doc.status === 'finished' ? await publishedPredictions(read, huntId) : [];
  return { ...toListItem(doc, names), predictions: list };
}

const LIVE_FIRST: Record<HuntDoc['status'], number> = { opening: 0, collecting: 1, finished: 2, cancelled: 3 };

/** Live and upcoming hunts first (opening, then collecting), then finished and cancelled; newest first within. */
export async function listHunts(read: ReadStore): Promise<HuntListItem[]> {
  const docs = await hunts(read).find({}, { sort: { createdAt: -1, _id: 1 } });
  const names = await usernames(
    read,
    docs.flatMap((d) => d.winners.map((w) => w.userId)),
  );
  return docs
    .map((d, k) => ({ d, k }))
    .sort((a, b) => LIVE_FIRST[a.d.status] - LIVE_FIRST[b.d.status] || a.k - b.k)
    .map(({ d }) => toListItem(d, names));
}

export async function ownPrediction(read: ReadStore, huntId: string, userId: string): Promise<OwnHuntPrediction | null> {
  const p = await predictions(read).findOne({ _id: memberKey(huntId, userId) });
  if (!p) return null;
  return {
    id: p.predictionId,
    finalWin: p.finalWin,
    bestSlotId: p.bestSlotId,
    submittedAt: p.submittedAt,
    entryFeePaid: p.entryFee,
  };
}

/** Ten equal ranges of whole ₺ from the lowest to the highest prediction (fewer when they are close). */
function distributionOf(wins: number[]) {
  if (wins.length === 0) return [];
  const min = Math.min(...wins);
  const max = Math.max(...wins);
  const width = Math.max(1, Math.ceil((max - min + 1) / 10));
  const buckets = [];
  for (let from = min; from <= max; from += width) {
    const to = from + width - 1;
    buckets.push({ from, to, count: wins.filter((w) => w >= from && w <= to).length });
  }
  return buckets;
}

/** The staff's view: every prediction with its username, the average and the spread. */
export async function adminPredictions(read: ReadStore, huntId: string): Promise<AdminHuntPredictions> {
  const list = await publishedPredictions(read, huntId);
  const wins = list.map((p) => p.finalWin);
  const perSlot = new Map<string, number>();
  for (const p of list) perSlot.set(p.bestSlotId, (perSlot.get(p.bestSlotId) ?? 0) + 1);
  return {
    count: list.length,
    average: list.length ? Math.round((wins.reduce((a, b) => a + b, 0) / list.length) * 100) / 100 : null,
    distribution: distributionOf(wins),
    bestSlots: [...perSlot].map(([slotId, count]) => ({ slotId, count })).sort((a, b) => b.count - a.count),
    predictions: list,
  };
}

/** Pointers for the hunt reconciler (it settles from the streams, never from these). */
export async function huntsOwingPrizes(read: ReadStore): Promise<string[]> {
  const docs = await hunts(read).find({ status: 'finished', prizesCredited: false }, { projection: { _id: 1 } });
  return docs.map((d) => d._id);
}

export async function feesOwed(read: ReadStore): Promise<{ huntId: string; userId: string }[]> {
  const owed: { huntId: string; userId: string }[] = [];
  for (const p of await read.collection<PaymentDoc>(HUNT_PAYMENTS).find({ refunded: false })) {
    const hunt = await hunts(read).findOne({ _id: p.huntId });
    if (!hunt) continue;
    // Closed without the member's prediction: a crash fell between the debit and the prediction.
    const orphan = !hunt.predictionsOpen && !(await predictions(read).findOne({ _id: memberKey(p.huntId, p.userId) }));
    if (hunt.status === 'cancelled' || orphan) owed.push({ huntId: p.huntId, userId: p.userId });
  }
  return owed;
}
