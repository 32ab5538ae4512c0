import { purchaseSourceId } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { pointsBalance, spendPoints } from '../points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { unsettledPurchases } from '../../projections/rewards/queries.js';
import { UNSETTLED_PURCHASES } from '../../projections/rewards/rewards.projection.js';
import { reconcileRewardPurchases } from './reconcile.js';
import { loadReward, runReward } from './run.js';
import { adminReward, buy, createReward, givePoints } from '../../test-support/rewards.js';

let h: Harness;
afterEach(async () => h?.close());

let now = new Date('2025-05-01T10:00:00Z');
const ctx = () => systemContext(h.deps, 'test');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

async function setup() {
  now = new Date('2025-05-01T10:00:00Z');
  h = await createHarness({ clock: () => now });
  const staff = await loginStaff(h);
  const rewardId = await createReward(h, staff, { title: 'Kupa', pointsCost: 100, stock: 5 });
  const member = await registerMember(h, 'kesik');
  await givePoints(h, member.userId, 300);
  return { staff, rewardId, member };
}

/** Step 1 of a purchase, as a process that dies right after it would leave it. */
async function reserveOnly(rewardId: string, userId: string, purchaseId: string) {
  const r = await runReward(h.deps, rewardId, { type: 'ReserveUnit', purchaseId, userId }, ctx());
  await h.deps.runner.waitFor(r.position);
}
const debit = async (userId: string, purchaseId: string) => {
  const r = await spendPoints(
    h.deps,
    userId,
    { amount: 100, reason: 'Market: Kupa', sourceId: purchaseSourceId(purchaseId) },
    ctx(),
  );
  await h.deps.runner.waitFor(r.position);
};
const statusOf = async (rewardId: string, purchaseId: string) =>
  (await loadReward(h.deps, rewardId)).purchases.get(purchaseId)?.status;

describe('the reward purchase reconciler', () => {
  it('leaves young reservations alone (they may still be in flight), then settles them by the ledger', async () => {
    const { staff, rewardId, member } = await setup();
    await reserveOnly(rewardId, member.userId, 'crash-before-debit');
    await reserveOnly(rewardId, member.userId, 'crash-after-debit');
    await debit(member.userId, 'crash-after-debit');
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 3, sold: 0, reserved: 2 });

    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({
      completed: 0,
      released: 0,
      refunded: 0,
    });
    later(11);
    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({
      completed: 1,
      released: 1,
      refunded: 0,
    });
    expect(await statusOf(rewardId, 'crash-before-debit')).toBe('released');
    expect(await statusOf(rewardId, 'crash-after-debit')).toBe('pending');
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 4, sold: 1, reserved: 0 });
    expect(await pointsBalance(h.deps, member.userId)).toBe(200);
    const mine = await json(await h.request('GET', '/api/user-rewards', { cookie: member.cookie }));
    expect(mine.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([['crash-after-debit', 'pending']]);

    // Idempotent: nothing left to do, also after a restart rebuilt the read models.
    h = await h.restart();
    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({
      completed: 0,
      released: 0,
      refunded: 0,
    });
  });

  it('refunds points taken for a purchase it had already released, and a cancellation whose refund a crash cut off', async () => {
    const { rewardId, member } = await setup();
    // The reconciler released a slow purchase; the slow process then took the points and died.
    await reserveOnly(rewardId, member.userId, 'slow');
    later(11);
    expect((await reconcileRewardPurchases(h.deps, { unsettledPurchases })).released).toBe(1);
    await debit(member.userId, 'slow');
    // A completed order cancelled by staff; the process died before the refund.
    const bought = await json(await buy(h, member.cookie, rewardId));
    const cancel = await runReward(
      h.deps,
      rewardId,
      { type: 'CancelOrder', purchaseId: bought.userReward.id, reason: 'Hata', cancelledBy: null },
      ctx(),
    );
    await h.deps.runner.waitFor(cancel.position);
    expect(await pointsBalance(h.deps, member.userId)).toBe(100);

    h = await h.restart();
    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({
      completed: 0,
      released: 0,
      refunded: 2,
    });
    expect(await pointsBalance(h.deps, member.userId)).toBe(300);
    expect(await adminReward(h, await loginStaff(h), rewardId)).toMatchObject({ stock: 5, sold: 0, reserved: 0 });
    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({ refunded: 0 });
  });

  it('a purchase released under its feet is refused and its points refunded at once: nobody pays without a unit', async () => {
    const { rewardId, member } = await setup();
    // The reconciler runs (with the reservation past the grace period) just before the debit is appended.
    const append = h.deps.events.append.bind(h.deps.events);
    h.deps.events.append = async (streamId, events, expected) => {
      if (events.some((e) => e.type === 'PointsSpent')) {
        later(11);
        expect((await reconcileRewardPurchases(h.deps, { unsettledPurchases })).released).toBe(1);
      }
      return append(streamId, events, expected);
    };
    const res = await buy(h, member.cookie, rewardId);
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe('purchase_released');
    expect(await pointsBalance(h.deps, member.userId)).toBe(300);
    const ledger = (await h.deps.events.readStream(`user-${member.userId}`)).map((e) => e.type);
    expect(ledger.slice(-2)).toEqual(['PointsSpent', 'PointsRefunded']);
    expect(await json(await h.request('GET', '/api/user-rewards', { cookie: member.cookie }))).toEqual([]);
  });

  it('keeps a pointer only to the purchases left half-done, so a pass never reads every order ever made', async () => {
    const { rewardId, member } = await setup();
    const pointers = async () => (await h.deps.read.collection(UNSETTLED_PURCHASES).find({})).map((d) => [d._id, d.status]);
    const done = await json(await buy(h, member.cookie, rewardId)); // settled at once: no pointer
    await reserveOnly(rewardId, member.userId, 'kesik-1');
    expect(await pointers()).toEqual([['kesik-1', 'reserved']]);
    later(11);
    await reconcileRewardPurchases(h.deps, { unsettledPurchases }); // released: no points were taken
    expect(await pointers()).toEqual([]);
    await debit(member.userId, 'kesik-1'); // a late debit of a released purchase: owed back
    const cancel = await runReward(
      h.deps,
      rewardId,
      { type: 'CancelOrder', purchaseId: done.userReward.id, reason: 'Hata', cancelledBy: null },
      ctx(),
    );
    await h.deps.runner.waitFor(cancel.position); // cancelled, and the process died before the refund
    expect(await pointers()).toEqual([
      ['kesik-1', 'released'],
      [done.userReward.id, 'cancelled'],
    ]);
    expect((await reconcileRewardPurchases(h.deps, { unsettledPurchases })).refunded).toBe(2);
    expect(await pointers()).toEqual([]);
    h = await h.restart(); // the same from a replay of the log
    expect(await pointers()).toEqual([]);
    expect(await unsettledPurchases(h.deps.read, now.toISOString())).toEqual([]);
  });
});
