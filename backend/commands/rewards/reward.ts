import type { RewardFields, rewardEventSchemas } from '@app/contracts';
import { notFound } from '../../core/errors.js';
import type { EventOf } from '../../core/event-types.js';

export const REWARD_CATEGORY = 'reward';
export const toRewardStreamId = (rewardId: string) => `${REWARD_CATEGORY}-${rewardId}`;

export type RewardEvent = EventOf<typeof rewardEventSchemas>;

/**
 * A purchase as the reward sees it. `reserved` holds a unit while the points are being taken;
 * `released` gave it back (no points were kept); `pending` → `claimed` → `delivered` is the order;
 * `cancelled` gave the unit back and is refunded.
 */
export type PurchaseStatus = 'reserved' | 'released' | 'pending' | 'claimed' | 'delivered' | 'cancelled';

export interface Purchase {
  userId: string;
  pointsCost: number;
  status: PurchaseStatus;
}

export interface RewardState {
  status: 'none' | 'live' | 'deleted';
  rewardId: string | null;
  fields: RewardFields | null;
  /** Every purchase ever made of this reward; orders stay fulfillable after the reward is deleted. */
  purchases: ReadonlyMap<string, Purchase>;
  sold: number;
  /** True after the books were closed: purchases settled before are no longer in `purchases`. */
  carriedOver: boolean;
}

export const REWARD_NOT_FOUND = 'Ödül bulunamadı.';

export const initialRewardState = (): RewardState => ({
  status: 'none',
  rewardId: null,
  fields: null,
  purchases: new Map(),
  sold: 0,
  carriedOver: false,
});

/** The stock a unit going out (-1) or coming back (+1) leaves; unlimited stays unlimited. */
export const stockAfter = (fields: RewardFields | null, delta: number) =>
  fields?.stock == null ? null : Math.max(0, fields.stock + delta);

/**
 * A popular reward's stream holds thousands of purchases, and copying the map at every event made a
 * fold quadratic (370 ms per purchase at 1,000 sales). So the map is updated in place: a fold owns the
 * state it builds from `initialRewardState()`, nothing keeps an earlier state of the same fold, and
 * `decide` only reads it.
 */
function withPurchase(
  state: RewardState,
  purchaseId: string,
  change: Partial<Purchase> & { status: PurchaseStatus },
  base?: Purchase,
): RewardState {
  const previous = base ?? state.purchases.get(purchaseId);
  if (!previous) return state;
  (state.purchases as Map<string, Purchase>).set(purchaseId, { ...previous, ...change });
  return { ...state };
}

const withStock = (state: RewardState, stock: number | null): RewardState =>
  state.fields ? { ...state, fields: { ...state.fields, stock } } : state;

export function evolveReward(state: RewardState, event: RewardEvent): RewardState {
  switch (event.type) {
    case 'RewardCreated': {
      const { rewardId, ...fields } = event.data;
      return { ...state, status: 'live', rewardId, fields };
    }
    case 'RewardUpdated':
      return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'RewardDeleted':
      return { ...state, status: 'deleted' };
    case 'RewardUnitReserved': {
      const { purchaseId, userId, pointsCost, stock } = event.data;
      return withStock(
        withPurchase(state, purchaseId, { status: 'reserved' }, { userId, pointsCost, status: 'reserved' }),
        stock,
      );
    }
    case 'RewardPurchaseCompleted':
      return { ...withPurchase(state, event.data.purchaseId, { status: 'pending' }), sold: event.data.sold };
    case 'RewardUnitReleased':
      return withStock(withPurchase(state, event.data.purchaseId, { status: 'released' }), event.data.stock);
    case 'RewardOrderStatusChanged':
      return withPurchase(state, event.data.purchaseId, { status: event.data.status });
    case 'RewardOrderCancelled':
      return {
        ...withStock(withPurchase(state, event.data.purchaseId, { status: 'cancelled' }), event.data.stock),
        sold: event.data.sold,
      };
    case 'RewardBooksOpened': {
      const { rewardId, status, fields, sold, purchases } = event.data;
      const open = new Map(purchases.map(({ purchaseId, ...p }) => [purchaseId, p]));
      return { status, rewardId, fields, sold, purchases: open, carriedOver: true };
    }
  }
}

/** The reward as it is sold now; anything else is 404 for staff and buyers alike. */
export function liveReward(state: RewardState): { rewardId: string; fields: RewardFields } {
  if (state.status !== 'live' || !state.fields || !state.rewardId) throw notFound(REWARD_NOT_FOUND);
  return { rewardId: state.rewardId, fields: state.fields };
}
