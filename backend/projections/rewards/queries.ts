import type { AdminReward, PublicReward, RewardOrder, RewardOrderStatus, UserReward } from '@app/contracts';
import { keysetPages } from '../../core/read-store/keyset.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from '../accounts/users.projection.js';
import {
  REWARD_ORDERS,
  REWARDS,
  type RewardDoc,
  type RewardOrderDoc,
  UNSETTLED_PURCHASES,
  type UnsettledPurchaseDoc,
} from './rewards.projection.js';

/** Spec §4: ordered by sortOrder ascending; equal orders keep creation order. */
const BY_SORT_ORDER = { sortOrder: 1, createdSeq: 1 } as const;
const ORDER_STATUSES: RewardOrderStatus[] = ['pending', 'claimed', 'delivered', 'cancelled'];
/** The staff list shows the newest orders; older ones stay in the log and the member's own history. */
export const ORDER_LIST_LIMIT = 500;

const toPublic = (d: RewardDoc): PublicReward => ({
  id: d._id,
  title: d.title,
  description: d.description,
  imageUrl: d.imageUrl,
  pointsCost: d.pointsCost,
  isActive: d.isActive,
  stock: d.stock,
  sortOrder: d.sortOrder,
});

export async function listActiveRewards(read: ReadStore): Promise<PublicReward[]> {
  return (await read.collection<RewardDoc>(REWARDS).find({ isActive: true }, { sort: BY_SORT_ORDER })).map(toPublic);
}

/** One reward as the market shows it (active or not), for the purchase's early refusal. */
export async function findReward(read: ReadStore, id: string): Promise<PublicReward | null> {
  const doc = await read.collection<RewardDoc>(REWARDS).findOne({ _id: id });
  return doc ? toPublic(doc) : null;
}

/** Units held by reservations without an outcome, per reward: read from the small pointer collection, not every order. */
async function reservedCounts(read: ReadStore, filter: Record<string, unknown> = {}) {
  const counts = new Map<string, number>();
  for (const o of await read.collection<UnsettledPurchaseDoc>(UNSETTLED_PURCHASES).find({ ...filter, status: 'reserved' })) {
    counts.set(o.rewardId, (counts.get(o.rewardId) ?? 0) + 1);
  }
  return counts;
}

const toAdmin = (d: RewardDoc, reserved: Map<string, number>): AdminReward => ({
  ...toPublic(d),
  sold: d.sold,
  reserved: reserved.get(d._id) ?? 0,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  revision: d.revision,
});

export async function listAllRewards(read: ReadStore): Promise<AdminReward[]> {
  const [docs, reserved] = await Promise.all([
    read.collection<RewardDoc>(REWARDS).find({}, { sort: BY_SORT_ORDER }),
    reservedCounts(read),
  ]);
  return docs.map((d) => toAdmin(d, reserved));
}

export async function findAdminReward(read: ReadStore, id: string): Promise<AdminReward | null> {
  const doc = await read.collection<RewardDoc>(REWARDS).findOne({ _id: id });
  return doc ? toAdmin(doc, await reservedCounts(read, { rewardId: id })) : null;
}

const toUserReward = (o: RewardOrderDoc): UserReward => ({
  id: o._id,
  rewardId: o.rewardId,
  rewardTitle: o.rewardTitle,
  pointsSpent: o.pointsSpent,
  purchasedAt: o.purchasedAt ?? o.reservedAt,
  status: o.status as RewardOrderStatus,
  cancelReason: o.cancelReason,
});

/** The member's own orders, newest first; reservations in flight and released ones are not orders. */
export async function listUserRewards(read: ReadStore, userId: string): Promise<UserReward[]> {
  const docs = await read
    .collection<RewardOrderDoc>(REWARD_ORDERS)
    .find({ userId, status: { $in: ORDER_STATUSES } }, { sort: { purchasedAt: -1, _id: 1 } });
  return docs.map(toUserReward);
}

export async function findUserReward(read: ReadStore, purchaseId: string): Promise<UserReward | null> {
  const doc = await read.collection<RewardOrderDoc>(REWARD_ORDERS).findOne({ _id: purchaseId, status: { $in: ORDER_STATUSES } });
  return doc ? toUserReward(doc) : null;
}

/** Which reward an order belongs to (its stream); a lookup that tolerates lag, the stream decides. */
export async function findOrderReward(read: ReadStore, purchaseId: string): Promise<string | null> {
  const doc = await read.collection<RewardOrderDoc>(REWARD_ORDERS).findOne({ _id: purchaseId });
  return doc?.rewardId ?? null;
}

/** Orders as staff see them: the member (and who cancelled) named by username, never by e-mail. */
export async function withNames(read: ReadStore, docs: RewardOrderDoc[]): Promise<RewardOrder[]> {
  const ids = [...new Set(docs.flatMap((o) => (o.cancelledBy ? [o.userId, o.cancelledBy] : [o.userId])))];
  const users = await read.collection<UserDoc>(USERS).find({ _id: { $in: ids } }, { projection: { username: 1 } });
  const names = new Map(users.map((u) => [u._id, u.username]));
  return docs.map((o) => ({
    ...toUserReward(o),
    username: names.get(o.userId) ?? null,
    updatedAt: o.updatedAt,
    cancelledBy: o.cancelledBy ? (names.get(o.cancelledBy) ?? null) : null,
  }));
}

/** Staff fulfilment list, newest first. */
export async function listRewardOrders(read: ReadStore, status?: RewardOrderStatus): Promise<RewardOrder[]> {
  const docs = await read
    .collection<RewardOrderDoc>(REWARD_ORDERS)
    .find({ status: status ? status : { $in: ORDER_STATUSES } }, { sort: { purchasedAt: -1, _id: 1 }, limit: ORDER_LIST_LIMIT });
  return withNames(read, docs);
}

/** Every order (in a status), newest reservation first, page by page (the CSV export streams these). */
export async function* rewardOrderPages(read: ReadStore, status?: RewardOrderStatus): AsyncGenerator<RewardOrder[]> {
  const filter = { status: status ? status : { $in: ORDER_STATUSES } };
  for await (const docs of keysetPages(read.collection<RewardOrderDoc>(REWARD_ORDERS), filter, {
    field: 'reservedAt',
    direction: -1,
  })) {
    yield withNames(read, docs);
  }
}

export async function findRewardOrder(read: ReadStore, purchaseId: string): Promise<RewardOrder | null> {
  const doc = await read.collection<RewardOrderDoc>(REWARD_ORDERS).findOne({ _id: purchaseId, status: { $in: ORDER_STATUSES } });
  return doc ? ((await withNames(read, [doc]))[0] ?? null) : null;
}

/**
 * Where the reconciler looks: reservations older than `before` without an outcome, and released or
 * cancelled purchases whose points were taken and not yet given back. Only a pointer: the reconciler
 * decides from the reward's and the member's streams.
 */
export async function unsettledPurchases(read: ReadStore, before: string) {
  const docs = await read.collection<UnsettledPurchaseDoc>(UNSETTLED_PURCHASES).find({
    $or: [{ status: 'reserved', reservedAt: { $lte: before } }, { status: { $in: ['released', 'cancelled'] } }],
  });
  return docs.map((o) => ({ rewardId: o.rewardId, purchaseId: o._id }));
}
