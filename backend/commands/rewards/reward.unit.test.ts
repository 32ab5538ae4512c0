import { type RewardFields, rewardEventSchemas } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { MESSAGES, rewardDecider } from './decide.js';
import { REWARD_NOT_FOUND, type RewardEvent } from './reward.js';

const fields = (over: Partial<RewardFields> = {}): RewardFields => ({
  title: 'Kupa',
  description: 'Logolu kupa',
  imageUrl: null,
  pointsCost: 100,
  isActive: true,
  stock: 2,
  sortOrder: 0,
  ...over,
});
const ids = { rewardId: 'r1', purchaseId: 'p1', userId: 'u1' };
const created = (over: Partial<RewardFields> = {}): RewardEvent => ({
  type: 'RewardCreated',
  data: { rewardId: 'r1', ...fields(over) },
});
const reserved = (purchaseId = 'p1', stock: number | null = 1): RewardEvent => ({
  type: 'RewardUnitReserved',
  data: { ...ids, purchaseId, pointsCost: 100, rewardTitle: 'Kupa', stock },
});
const completed = (purchaseId = 'p1', sold = 1): RewardEvent => ({
  type: 'RewardPurchaseCompleted',
  data: { ...ids, purchaseId, sold },
});
const statusChanged = (status: 'claimed' | 'delivered'): RewardEvent => ({
  type: 'RewardOrderStatusChanged',
  data: { ...ids, status },
});
const cancelled: RewardEvent = {
  type: 'RewardOrderCancelled',
  data: { ...ids, reason: 'Stok hatası', cancelledBy: 'admin', pointsCost: 100, stock: 2, sold: 0 },
};

describe('reward catalogue', () => {
  it('creates a reward once; a retried create changes nothing', () => {
    given(rewardDecider).when({ type: 'CreateReward', rewardId: 'r1', fields: fields() }).then([created()]);
    given(rewardDecider, [created()]).when({ type: 'CreateReward', rewardId: 'r1', fields: fields() }).then([]);
  });

  it('records only the fields that really changed', () => {
    given(rewardDecider, [created()])
      .when({ type: 'UpdateReward', changes: { title: 'Kupa', pointsCost: 150, stock: null } })
      .then([{ type: 'RewardUpdated', data: { rewardId: 'r1', changes: { pointsCost: 150, stock: null } } }]);
    given(rewardDecider, [created()])
      .when({ type: 'UpdateReward', changes: { isActive: true } })
      .then([]);
  });

  it('a missing or deleted reward is 404 for edits and deletes', () => {
    given(rewardDecider)
      .when({ type: 'UpdateReward', changes: { title: 'x' } })
      .thenFails(404, REWARD_NOT_FOUND);
    const deleted: RewardEvent = { type: 'RewardDeleted', data: { rewardId: 'r1' } };
    given(rewardDecider, [created(), deleted]).when({ type: 'DeleteReward' }).thenFails(404, REWARD_NOT_FOUND);
  });
});

describe('reserving a unit', () => {
  it('takes one unit and records the price and title of that moment', () => {
    given(rewardDecider, [created()])
      .when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' })
      .then([reserved('p1', 1)]);
  });

  it('never takes a unit that is not there: the last unit goes once, then 409', () => {
    given(rewardDecider, [created({ stock: 1 }), reserved('p1', 0)])
      .when({ type: 'ReserveUnit', purchaseId: 'p2', userId: 'u2' })
      .thenFails(409, MESSAGES.soldOut);
    given(rewardDecider, [created({ stock: 0 })])
      .when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' })
      .thenFails(409, MESSAGES.soldOut);
  });

  it('unlimited stock stays unlimited', () => {
    given(rewardDecider, [created({ stock: null })])
      .when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' })
      .then([reserved('p1', null)]);
  });

  it('refuses an inactive (422) or deleted (404) reward; a repeated purchase id is a no-op', () => {
    given(rewardDecider, [created({ isActive: false })])
      .when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' })
      .thenFails(422, MESSAGES.inactive);
    given(rewardDecider, [created(), { type: 'RewardDeleted', data: { rewardId: 'r1' } }])
      .when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' })
      .thenFails(404, REWARD_NOT_FOUND);
    given(rewardDecider, [created(), reserved()]).when({ type: 'ReserveUnit', purchaseId: 'p1', userId: 'u1' }).then([]);
  });
});

describe('completing or releasing a reservation', () => {
  it('completes once and counts the sale', () => {
    given(rewardDecider, [created(), reserved()])
      .when({ type: 'CompletePurchase', purchaseId: 'p1' })
      .then([completed('p1', 1)]);
    given(rewardDecider, [created(), reserved(), completed()]).when({ type: 'CompletePurchase', purchaseId: 'p1' }).then([]);
  });

  it('releases the unit back to stock, once; a completed purchase is not released', () => {
    given(rewardDecider, [created(), reserved()])
      .when({ type: 'ReleaseUnit', purchaseId: 'p1', reason: 'insufficient_points' })
      .then([{ type: 'RewardUnitReleased', data: { ...ids, reason: 'insufficient_points', stock: 2 } }]);
    given(rewardDecider, [created(), reserved(), completed()])
      .when({ type: 'ReleaseUnit', purchaseId: 'p1', reason: 'abandoned' })
      .then([]);
  });

  it('refuses to complete a purchase the reconciler already released (the caller refunds)', () => {
    const released: RewardEvent = { type: 'RewardUnitReleased', data: { ...ids, reason: 'abandoned', stock: 2 } };
    given(rewardDecider, [created(), reserved(), released])
      .when({ type: 'CompletePurchase', purchaseId: 'p1' })
      .thenFails(409, MESSAGES.purchaseReleased);
    given(rewardDecider, [created()])
      .when({ type: 'CompletePurchase', purchaseId: 'nope' })
      .thenFails(404, MESSAGES.purchaseNotFound);
  });

  it('still completes a purchase whose reward was deleted meanwhile', () => {
    given(rewardDecider, [created(), reserved(), { type: 'RewardDeleted', data: { rewardId: 'r1' } }])
      .when({ type: 'CompletePurchase', purchaseId: 'p1' })
      .then([completed('p1', 1)]);
  });
});

describe('fulfilment', () => {
  const order = [created(), reserved(), completed()];

  it('moves forward: pending → claimed → delivered, or straight to delivered; never back', () => {
    given(rewardDecider, order)
      .when({ type: 'AdvanceOrder', purchaseId: 'p1', status: 'claimed' })
      .then([statusChanged('claimed')]);
    given(rewardDecider, order)
      .when({ type: 'AdvanceOrder', purchaseId: 'p1', status: 'delivered' })
      .then([statusChanged('delivered')]);
    given(rewardDecider, [...order, statusChanged('claimed')])
      .when({ type: 'AdvanceOrder', purchaseId: 'p1', status: 'claimed' })
      .then([]);
    given(rewardDecider, [...order, statusChanged('delivered')])
      .when({ type: 'AdvanceOrder', purchaseId: 'p1', status: 'claimed' })
      .thenFails(422, MESSAGES.orderBackwards);
  });

  it('cancels with who and why, returning the unit and the sale', () => {
    given(rewardDecider, order)
      .when({ type: 'CancelOrder', purchaseId: 'p1', reason: 'Stok hatası', cancelledBy: 'admin' })
      .then([cancelled]);
    given(rewardDecider, [...order, cancelled])
      .when({ type: 'CancelOrder', purchaseId: 'p1', reason: 'x', cancelledBy: 'admin' })
      .then([]);
    given(rewardDecider, [...order, cancelled])
      .when({ type: 'AdvanceOrder', purchaseId: 'p1', status: 'delivered' })
      .thenFails(422, MESSAGES.orderCancelled);
  });

  it('refuses to cancel a delivered order (422) or a purchase still in progress (409); unknown orders are 404', () => {
    given(rewardDecider, [...order, statusChanged('delivered')])
      .when({ type: 'CancelOrder', purchaseId: 'p1', reason: 'x', cancelledBy: 'admin' })
      .thenFails(422, MESSAGES.deliveredCannotCancel);
    given(rewardDecider, [created(), reserved()])
      .when({ type: 'CancelOrder', purchaseId: 'p1', reason: 'x', cancelledBy: 'a' })
      .thenFails(409);
    given(rewardDecider, order)
      .when({ type: 'AdvanceOrder', purchaseId: 'p9', status: 'claimed' })
      .thenFails(404, MESSAGES.orderNotFound);
  });
});

describe('event schemas', () => {
  it('every event the decider writes matches its contract schema', () => {
    for (const e of [created(), reserved(), completed(), statusChanged('claimed'), cancelled]) {
      expect(rewardEventSchemas[e.type].parse(e.data)).toEqual(e.data);
    }
  });
});
