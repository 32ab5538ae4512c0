import type { RewardFields } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { rewardBooks } from './books.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';
import {
  evolveReward,
  initialRewardState,
  liveReward,
  type Purchase,
  type RewardEvent,
  type RewardState,
  stockAfter,
} from './reward.js';

export type ReleaseReason = 'insufficient_points' | 'member_not_found' | 'abandoned';

export type RewardCommand =
  | { type: 'CreateReward'; rewardId: string; fields: RewardFields }
  | { type: 'UpdateReward'; changes: Partial<RewardFields> }
  | { type: 'DeleteReward' }
  | { type: 'ReserveUnit'; purchaseId: string; userId: string }
  | { type: 'CompletePurchase'; purchaseId: string }
  | { type: 'ReleaseUnit'; purchaseId: string; reason: ReleaseReason }
  | { type: 'AdvanceOrder'; purchaseId: string; status: 'claimed' | 'delivered' }
  | { type: 'CancelOrder'; purchaseId: string; reason: string; cancelledBy: string | null };

export const MESSAGES = {
  inactive: 'Bu ödül şu anda satışta değil.',
  soldOut: 'Bu ödülün stoğu tükendi.',
  purchaseNotFound: 'Satın alma bulunamadı.',
  purchaseReleased: 'Satın alma zaman aşımına uğradı; puanlarınız iade edildi. Lütfen tekrar deneyin.',
  orderNotFound: 'Sipariş bulunamadı.',
  orderSettled: 'Bu sipariş tamamlanmış; artık değiştirilemez.',
  orderCancelled: 'İptal edilen sipariş güncellenemez.',
  orderBackwards: 'Sipariş durumu geri alınamaz.',
  notCompleted: 'Bu satın alma henüz tamamlanmadı.',
  deliveredCannotCancel: 'Teslim edilen sipariş iptal edilemez.',
} as const;

const ORDER_RANK = { pending: 0, claimed: 1, delivered: 2 } as const;
const isOrder = (p: Purchase | undefined): p is Purchase & { status: keyof typeof ORDER_RANK | 'cancelled' } =>
  !!p && (p.status in ORDER_RANK || p.status === 'cancelled');

/** What a reward must be to sell a unit: active, and not sold out. */
export function assertForSale(fields: Pick<RewardFields, 'isActive' | 'stock'>) {
  if (!fields.isActive) throw new DomainError('reward_inactive', MESSAGES.inactive);
  if (fields.stock !== null && fields.stock <= 0) throw new DomainError('sold_out', MESSAGES.soldOut);
}

function reserve(state: RewardState, purchaseId: string, userId: string): RewardEvent[] {
  if (state.purchases.has(purchaseId)) return []; // the same purchase retried
  const { rewardId, fields } = liveReward(state);
  assertForSale(fields);
  const { pointsCost, title: rewardTitle } = fields;
  return [
    {
      type: 'RewardUnitReserved',
      data: { rewardId, purchaseId, userId, pointsCost, rewardTitle, stock: stockAfter(fields, -1) },
    },
  ];
}

/** Identifies a purchase for its events; throws 404 when this reward never saw it. */
function purchaseOf(state: RewardState, purchaseId: string, message: string) {
  const p = state.purchases.get(purchaseId);
  if (!p || !state.rewardId) throw notFound(message);
  return { p, ids: { rewardId: state.rewardId, purchaseId, userId: p.userId } };
}

function complete(state: RewardState, purchaseId: string): RewardEvent[] {
  const { p, ids } = purchaseOf(state, purchaseId, MESSAGES.purchaseNotFound);
  // Released by the reconciler while the points were being taken: the caller refunds them.
  if (p.status === 'released') throw new DomainError('purchase_released', MESSAGES.purchaseReleased);
  if (p.status !== 'reserved') return [];
  return [{ type: 'RewardPurchaseCompleted', data: { ...ids, sold: state.sold + 1 } }];
}

function release(state: RewardState, purchaseId: string, reason: ReleaseReason): RewardEvent[] {
  const { p, ids } = purchaseOf(state, purchaseId, MESSAGES.purchaseNotFound);
  if (p.status !== 'reserved') return [];
  return [{ type: 'RewardUnitReleased', data: { ...ids, reason, stock: stockAfter(state.fields, +1) } }];
}

/** An order this stream does not know, though an earlier one of the reward did: it was delivered (or refunded) long ago. */
function assertKnownOrder(state: RewardState, purchaseId: string) {
  if (state.carriedOver && !state.purchases.has(purchaseId)) throw new DomainError('order_settled', MESSAGES.orderSettled);
}

function advance(state: RewardState, purchaseId: string, status: 'claimed' | 'delivered'): RewardEvent[] {
  assertKnownOrder(state, purchaseId);
  const { p, ids } = purchaseOf(state, purchaseId, MESSAGES.orderNotFound);
  if (!isOrder(p)) throw p.status === 'reserved' ? conflict(MESSAGES.notCompleted) : notFound(MESSAGES.orderNotFound);
  if (p.status === 'cancelled') throw new DomainError('order_cancelled', MESSAGES.orderCancelled);
  if (p.status === status) return [];
  if (ORDER_RANK[status] < ORDER_RANK[p.status]) throw new DomainError('order_backwards', MESSAGES.orderBackwards);
  return [{ type: 'RewardOrderStatusChanged', data: { ...ids, status } }];
}

function cancel(state: RewardState, purchaseId: string, reason: string, cancelledBy: string | null): RewardEvent[] {
  assertKnownOrder(state, purchaseId);
  const { p, ids } = purchaseOf(state, purchaseId, MESSAGES.orderNotFound);
  if (!isOrder(p)) throw p.status === 'reserved' ? conflict(MESSAGES.notCompleted) : notFound(MESSAGES.orderNotFound);
  if (p.status === 'cancelled') return [];
  if (p.status === 'delivered') throw new DomainError('order_delivered', MESSAGES.deliveredCannotCancel);
  const stock = stockAfter(state.fields, +1);
  return [
    {
      type: 'RewardOrderCancelled',
      data: { ...ids, reason, cancelledBy, pointsCost: p.pointsCost, stock, sold: Math.max(0, state.sold - 1) },
    },
  ];
}

function update(state: RewardState, changes: Partial<RewardFields>): RewardEvent[] {
  const { rewardId, fields } = liveReward(state);
  const changed: Partial<RewardFields> = {};
  for (const [key, value] of Object.entries(changes) as [keyof RewardFields, unknown][]) {
    if (value !== undefined && value !== fields[key]) (changed as Record<string, unknown>)[key] = value;
  }
  return Object.keys(changed).length === 0 ? [] : [{ type: 'RewardUpdated', data: { rewardId, changes: changed } }];
}

/**
 * The reward aggregate on `reward-<id>`: its catalogue entry, its stock, and every purchase of it.
 * Holding stock and purchases in one stream is what makes "never oversell" hold: each reservation
 * is appended at the revision it was decided on, so two buyers can never take the same last unit.
 */
export const rewardDecider: Decider<RewardCommand, RewardEvent, RewardState> = {
  initialState: initialRewardState,
  evolve: evolveReward,
  decide(command, state) {
    switch (command.type) {
      case 'CreateReward':
        // Only a retried create can meet an existing stream: ids are generated per request.
        return state.status === 'none'
          ? [{ type: 'RewardCreated', data: { rewardId: command.rewardId, ...command.fields } }]
          : [];
      case 'UpdateReward':
        return update(state, command.changes);
      case 'DeleteReward':
        return [{ type: 'RewardDeleted', data: { rewardId: liveReward(state).rewardId } }];
      case 'ReserveUnit':
        return reserve(state, command.purchaseId, command.userId);
      case 'CompletePurchase':
        return complete(state, command.purchaseId);
      case 'ReleaseUnit':
        return release(state, command.purchaseId, command.reason);
      case 'AdvanceOrder':
        return advance(state, command.purchaseId, command.status);
      case 'CancelOrder':
        return cancel(state, command.purchaseId, command.reason, command.cancelledBy);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  books: rewardBooks,
};
