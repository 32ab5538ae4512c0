import { Topic, purchaseSourceId } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { guardedSet, guardedUpsert } from '../../core/projections/guarded.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { Collection, Doc, ReadStore } from '../../core/read-store/read-store.js';

export const REWARDS = 'rewards';
export const REWARD_ORDERS = 'rewardOrders';
/**
 * Purchases a crash may have left half-done (see `unsettled`): normally none, since a purchase settles
 * within milliseconds. The reconciler reads this pointer at every start and every minute instead of
 * scanning every order ever made, which grew with the site's history (10k orders: 135 ms a pass).
 */
export const UNSETTLED_PURCHASES = 'rewardPurchasesUnsettled';

export type RewardDoc = Doc & {
  title: string;
  description: string;
  imageUrl: string | null;
  pointsCost: number;
  isActive: boolean;
  stock: number | null;
  sortOrder: number;
  sold: number;
  createdAt: string;
  updatedAt: string;
  createdSeq: number;
  /** The revision of the reward's stream (its continuation, once its books closed) this document shows. */
  revision: number;
};

/** One document per purchase, from its reservation on; `debited`/`refunded` mirror the member's ledger. */
export type RewardOrderDoc = Doc & {
  rewardId: string;
  userId: string;
  rewardTitle: string;
  pointsSpent: number;
  status: 'reserved' | 'released' | 'pending' | 'claimed' | 'delivered' | 'cancelled';
  reservedAt: string;
  purchasedAt: string | null;
  updatedAt: string;
  releaseReason: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  debited: boolean;
  refunded: boolean;
};

const REWARD_EVENTS = [
  'RewardCreated',
  'RewardUpdated',
  'RewardDeleted',
  'RewardUnitReserved',
  'RewardUnitReleased',
  'RewardPurchaseCompleted',
  'RewardOrderStatusChanged',
  'RewardOrderCancelled',
  'RewardBooksOpened',
] as const;
type RewardEvent = LogEvent<(typeof REWARD_EVENTS)[number]>;

const PURCHASE_PREFIX = purchaseSourceId('');
const ledgerPurchaseId = (event: LogEvent<'PointsSpent' | 'PointsRefunded'>) => {
  const { sourceId } = event.data;
  return sourceId.startsWith(PURCHASE_PREFIX) ? sourceId.slice(PURCHASE_PREFIX.length) : null;
};

/** Visitors' market pages refetch only when what they show changed; staff hear of every change. */
const rewardNotice = (rewardId: string, publicChange: boolean): ChangeNotice => ({
  topic: Topic.rewards,
  ids: [rewardId],
  rooms: publicChange ? ['public'] : ['staff'],
});
/** A unit sold or returned changes the public card only when the stock is limited. */
const stockNotice = (rewardId: string, stock: number | null) => rewardNotice(rewardId, stock !== null);
const orderNotices = (userId: string): ChangeNotice[] => [
  { topic: Topic.userRewards, rooms: [`user:${userId}`] },
  { topic: Topic.rewardOrders, rooms: ['staff'] },
];

async function applyCatalog(
  e: RewardEvent,
  rewards: Collection<RewardDoc>,
  position: number,
  at: string,
): Promise<ChangeNotice[]> {
  switch (e.type) {
    case 'RewardCreated': {
      const { rewardId, ...fields } = e.data;
      await guardedUpsert(rewards, rewardId, position, {
        $set: { ...fields, sold: 0, createdAt: at, updatedAt: at, createdSeq: position },
      });
      return [rewardNotice(rewardId, true)];
    }
    case 'RewardUpdated':
      await guardedSet(rewards, e.data.rewardId, position, { ...e.data.changes, updatedAt: at });
      return [rewardNotice(e.data.rewardId, true)];
    case 'RewardDeleted':
      await rewards.deleteOne({ _id: e.data.rewardId });
      return [rewardNotice(e.data.rewardId, true)];
    default:
      return [];
  }
}

async function applyPurchase(e: RewardEvent, store: ReadStore, position: number, at: string): Promise<ChangeNotice[]> {
  const rewards = store.collection<RewardDoc>(REWARDS);
  const orders = store.collection<RewardOrderDoc>(REWARD_ORDERS);
  switch (e.type) {
    case 'RewardUnitReserved': {
      const { rewardId, purchaseId, userId, pointsCost, rewardTitle, stock } = e.data;
      await guardedUpsert(orders, purchaseId, position, {
        $set: { rewardId, userId, rewardTitle, pointsSpent: pointsCost, status: 'reserved', reservedAt: at, updatedAt: at },
        $setOnInsert: {
          purchasedAt: null,
          releaseReason: null,
          cancelReason: null,
          cancelledBy: null,
          debited: false,
          refunded: false,
        },
      });
      await guardedSet(rewards, rewardId, position, { stock });
      return [stockNotice(rewardId, stock)];
    }
    case 'RewardUnitReleased':
      await guardedSet(orders, e.data.purchaseId, position, { status: 'released', releaseReason: e.data.reason, updatedAt: at });
      await guardedSet(rewards, e.data.rewardId, position, { stock: e.data.stock });
      return [stockNotice(e.data.rewardId, e.data.stock)];
    case 'RewardPurchaseCompleted':
      await guardedSet(orders, e.data.purchaseId, position, { status: 'pending', purchasedAt: at, updatedAt: at });
      await guardedSet(rewards, e.data.rewardId, position, { sold: e.data.sold });
      return [...orderNotices(e.data.userId), rewardNotice(e.data.rewardId, false)];
    case 'RewardOrderStatusChanged':
      await guardedSet(orders, e.data.purchaseId, position, { status: e.data.status, updatedAt: at });
      return orderNotices(e.data.userId);
    case 'RewardOrderCancelled': {
      const { purchaseId, rewardId, reason, cancelledBy, stock, sold } = e.data;
      await guardedSet(orders, purchaseId, position, { status: 'cancelled', cancelReason: reason, cancelledBy, updatedAt: at });
      await guardedSet(rewards, rewardId, position, { stock, sold });
      return [...orderNotices(e.data.userId), stockNotice(rewardId, stock)];
    }
    default:
      return applyCatalog(e, rewards, position, at);
  }
}

export type UnsettledPurchaseDoc = Doc & Pick<RewardOrderDoc, 'rewardId' | 'status' | 'reservedAt'>;

/** Reserved with no outcome yet, or given up (released, cancelled) with the points taken and not given back. */
const unsettled = (o: RewardOrderDoc) =>
  o.status === 'reserved' || ((o.status === 'released' || o.status === 'cancelled') && o.debited && !o.refunded);

/** Keeps the purchase's pointer in step with its order, as it stands after the event (so a replay leaves the same). */
async function pointTo(store: ReadStore, purchaseId: string) {
  const order = await store.collection<RewardOrderDoc>(REWARD_ORDERS).findOne({ _id: purchaseId });
  const pointers = store.collection<UnsettledPurchaseDoc>(UNSETTLED_PURCHASES);
  if (!order || !unsettled(order)) await pointers.deleteOne({ _id: purchaseId });
  else
    await pointers.updateOne(
      { _id: purchaseId },
      { $set: { rewardId: order.rewardId, status: order.status, reservedAt: order.reservedAt } },
      { upsert: true },
    );
}

async function apply(event: RewardEvent | LogEvent<'PointsSpent' | 'PointsRefunded'>, store: ReadStore): Promise<ChangeNotice[]> {
  if (event.type === 'PointsSpent' || event.type === 'PointsRefunded') {
    const purchaseId = ledgerPurchaseId(event);
    if (!purchaseId) return [];
    const flag = event.type === 'PointsSpent' ? { debited: true } : { refunded: true };
    await guardedSet(store.collection(REWARD_ORDERS), purchaseId, event.position, flag);
    await pointTo(store, purchaseId);
    return []; // the points projection tells the member about the balance
  }
  const notices = await applyPurchase(event, store, event.position, event.metadata.at);
  if ('purchaseId' in event.data && event.type !== 'RewardOrderStatusChanged') await pointTo(store, event.data.purchaseId);
  // Every event of the reward's stream (a continuation opens with RewardBooksOpened) moves its revision:
  // what a staff edit's If-Match is checked against.
  // Stamped like a guarded set, but also at this event's own position: the same event again sets the same.
  const notLater = { _id: event.data.rewardId, $or: [{ _pos: { $lte: event.position } }, { _pos: { $exists: false } }] };
  await store.collection<RewardDoc>(REWARDS).updateOne(notLater, { $set: { revision: event.revision, _pos: event.position } });
  return notices;
}

export const rewardsProjection = defineProjection({
  name: 'rewards',
  version: 3, // 2: the unsettled purchases' pointers; 3: the reward's stream revision
  collections: [REWARDS, REWARD_ORDERS, UNSETTLED_PURCHASES],
  indexes: [
    { collection: REWARDS, keys: { sortOrder: 1, createdSeq: 1 } },
    { collection: REWARDS, keys: { isActive: 1, sortOrder: 1, createdSeq: 1 } },
    { collection: REWARD_ORDERS, keys: { userId: 1, purchasedAt: -1 } }, // a member's purchases
    { collection: REWARD_ORDERS, keys: { status: 1, purchasedAt: -1 } }, // the staff list
    { collection: REWARD_ORDERS, keys: { status: 1, reservedAt: -1 } }, // the export
    { collection: REWARD_ORDERS, keys: { rewardId: 1, status: 1 } }, // stock held by reservations
    // Purchases in limbo, normally none: the reconciler's and the staff list's status lookups stay cheap in MongoDB too.
    { collection: UNSETTLED_PURCHASES, keys: { status: 1, reservedAt: 1 } },
  ],
  handles: [...REWARD_EVENTS, 'PointsSpent', 'PointsRefunded'],
  apply,
});
