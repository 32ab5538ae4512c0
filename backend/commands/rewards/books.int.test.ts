import { BOOKS_CLOSED } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { pointsBalance } from '../points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { rewardDecider } from './decide.js';
import { reconcileRewardPurchases } from './reconcile.js';
import { unsettledPurchases } from '../../projections/rewards/queries.js';
import { loadReward, runReward } from './run.js';
import { adminReward, buy, createReward, givePoints } from '../../test-support/rewards.js';

let h: Harness;
let now = new Date('2025-05-01T10:00:00Z');
const every = rewardDecider.books!.every;
// Small books, so a test closes them a few times; the shipped size is a thousand events.
beforeEach(() => void (rewardDecider.books!.every = 5));
afterEach(async () => {
  rewardDecider.books!.every = every;
  await h?.close();
});

const advance = (staff: string, id: string, status: string) =>
  h.request('PATCH', `/api/admin/reward-orders/${id}`, { cookie: staff, body: { status } });
const cancel = (staff: string, id: string) =>
  h.request('POST', `/api/admin/reward-orders/${id}/cancel`, { cookie: staff, body: { reason: 'Stok yok' } });

describe("a reward's stream closes its books", () => {
  it('never oversells across closed streams, carries the open purchases over and leaves the settled ones behind', async () => {
    now = new Date('2025-05-01T10:00:00Z');
    h = await createHarness({ clock: () => now });
    const staff = await loginStaff(h);
    const rewardId = await createReward(h, staff, { title: 'Kupa', pointsCost: 10, stock: 12 });
    const member = await registerMember(h, 'defterci');
    await givePoints(h, member.userId, 1000);
    const purchase = async () => {
      const res = await buy(h, member.cookie, rewardId);
      expect(res.status).toBe(201);
      return (await json(res)).userReward.id as string;
    };

    const delivered = await purchase();
    await advance(staff, delivered, 'delivered');
    const cancelled = await purchase();
    expect((await cancel(staff, cancelled)).status).toBe(200); // refunded: settled
    const open = await purchase();
    // A purchase a crash cut after its reservation.
    const halfDone = 'yarim-kalan';
    await runReward(
      h.deps,
      rewardId,
      { type: 'ReserveUnit', purchaseId: halfDone, userId: member.userId },
      systemContext(h.deps, 'test'),
    );
    for (let i = 0; i < 6; i += 1) await purchase();

    const root = await h.deps.events.readStream(`reward-${rewardId}`);
    expect(root.at(-1)!.type).toBe(BOOKS_CLOSED);
    const state = await loadReward(h.deps, rewardId);
    expect(state.carriedOver).toBe(true);
    expect(state.purchases.has(open)).toBe(true);
    expect(state.purchases.get(halfDone)?.status).toBe('reserved');
    expect(state.purchases.has(delivered)).toBe(false);
    expect(state.purchases.has(cancelled)).toBe(false);

    // Stock is right: 12 - (delivered, open, half done, six more); the cancelled unit came back.
    const sold = 8;
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 12 - sold - 1, sold });
    // Orders still move on in the new stream; settled ones answer that they are settled.
    expect((await advance(staff, open, 'claimed')).status).toBe(200);
    const settled = await advance(staff, delivered, 'claimed');
    expect(settled.status).toBe(422);
    expect((await json(settled)).message).toBe('Bu sipariş tamamlanmış; artık değiştirilemez.');

    // The reconciler still finds the half-done purchase after a restart, and gives its unit back.
    h = await h.restart();
    now = new Date(now.getTime() + 60_000);
    expect(await reconcileRewardPurchases(h.deps, { unsettledPurchases })).toMatchObject({ released: 1 });
    expect(await adminReward(h, await loginStaff(h), rewardId)).toMatchObject({ stock: 12 - sold, sold, reserved: 0 });
    expect(await pointsBalance(h.deps, member.userId)).toBe(1000 - 10 * sold);

    // Buying to the last unit and beyond: the rest is refused, never oversold.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await buy(h, member.cookie, rewardId)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12 - sold);
    expect((await loadReward(h.deps, rewardId)).fields!.stock).toBe(0);
  });
});
