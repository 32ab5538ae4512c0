import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../../core/projections/projection.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { pointsBalance } from '../points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { adminReward, buy, createReward, givePoints } from '../../test-support/rewards.js';

let h: Harness;
afterEach(async () => h?.close());

const orders = (staff: string, query = '') => h.request('GET', `/api/admin/reward-orders${query}`, { cookie: staff }).then(json);
const history = (cookie: string) => h.request('GET', '/api/user-rewards', { cookie }).then(json);
const advance = (staff: string, id: string, status: string) =>
  h.request('PATCH', `/api/admin/reward-orders/${id}`, { cookie: staff, body: { status } });
const cancel = (staff: string, id: string, reason?: string) =>
  h.request('POST', `/api/admin/reward-orders/${id}/cancel`, { cookie: staff, body: reason === undefined ? {} : { reason } });

async function setup() {
  h = await createHarness();
  const staff = await loginStaff(h);
  const rewardId = await createReward(h, staff, { title: 'Kupa', pointsCost: 100, stock: 5 });
  const member = await registerMember(h, 'musteri');
  await givePoints(h, member.userId, 500);
  const purchase = async () => (await json(await buy(h, member.cookie, rewardId))).userReward.id as string;
  return { staff, rewardId, member, purchase };
}

describe('order fulfilment (staff)', () => {
  it('staff see who bought what (username, never e-mail) and move the order to claimed, then delivered, never back', async () => {
    const { staff, rewardId, member, purchase } = await setup();
    const id = await purchase();
    const list = await orders(staff);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      username: 'musteri',
      rewardTitle: 'Kupa',
      pointsSpent: 100,
      status: 'pending',
      cancelledBy: null,
    });
    expect(JSON.stringify(list)).not.toContain('@example.com');

    // Deleting the reward takes it off the market, not out of the member's history or the staff's hands.
    expect((await h.request('DELETE', `/api/rewards/${rewardId}`, { cookie: staff })).status).toBe(200);
    expect(await json(await advance(staff, id, 'claimed'))).toMatchObject({ id, status: 'claimed' });
    expect((await history(member.cookie))[0].status).toBe('claimed');
    expect((await advance(staff, id, 'delivered')).status).toBe(200);
    expect((await history(member.cookie))[0].status).toBe('delivered');
    const back = await advance(staff, id, 'claimed');
    expect(back.status).toBe(422);
    expect((await json(back)).message).toBe('Sipariş durumu geri alınamaz.');
    const late = await cancel(staff, id, 'Geç kaldı');
    expect(late.status).toBe(422);
    expect(await orders(staff, '?status=delivered')).toHaveLength(1);
    expect(await orders(staff, '?status=pending')).toHaveLength(0);
    expect((await h.request('GET', '/api/admin/reward-orders?status=bogus', { cookie: staff })).status).toBe(400);
  });

  it('cancelling refunds the points once, returns the unit, and records who and why', async () => {
    const { staff, rewardId, member, purchase } = await setup();
    const id = await purchase();
    expect(await pointsBalance(h.deps, member.userId)).toBe(400);
    expect((await cancel(staff, id)).status).toBe(400);
    expect((await json(await cancel(staff, id, '  '))).message).toBe('İptal nedeni zorunludur');

    const res = await cancel(staff, id, 'Ürün stokta yok');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'cancelled', cancelReason: 'Ürün stokta yok', cancelledBy: 'yonetici' });
    expect(await pointsBalance(h.deps, member.userId)).toBe(500);
    expect((await h.request('GET', '/api/auth/user', { cookie: member.cookie }).then(json)).points).toBe(500);
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 5, sold: 0 });
    expect((await history(member.cookie))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Ürün stokta yok' });

    // The event names who and why; a repeated cancel changes nothing and refunds nothing more.
    const log = await h.deps.events.readStream(`reward-${rewardId}`);
    const cancelled = log.find((e) => e.type === 'RewardOrderCancelled')!;
    const staffId = (await h.request('GET', '/api/auth/user', { cookie: staff }).then(json)).id;
    expect(cancelled.data).toMatchObject({ purchaseId: id, reason: 'Ürün stokta yok', cancelledBy: staffId });
    expect(cancelled.metadata).toMatchObject({ actorId: staffId, actorRole: 'super_admin' });
    expect((await cancel(staff, id, 'Tekrar')).status).toBe(200);
    expect(await pointsBalance(h.deps, member.userId)).toBe(500);
    expect((await advance(staff, id, 'delivered')).status).toBe(422);
  });

  it('answers unknown orders 404 and keeps members out (403)', async () => {
    const { staff, member, purchase } = await setup();
    const id = await purchase();
    expect((await advance(staff, 'yok', 'claimed')).status).toBe(404);
    expect((await cancel(staff, 'yok', 'x')).status).toBe(404);
    expect((await advance(staff, id, 'pending')).status).toBe(400);
    expect((await advance(member.cookie, id, 'delivered')).status).toBe(403);
    expect((await cancel(member.cookie, id, 'x')).status).toBe(403);
    expect((await h.request('PATCH', `/api/admin/reward-orders/${id}`, { body: { status: 'claimed' } })).status).toBe(401);
  });

  it('tells the right rooms: the stock to everyone, the order to its member and to staff', async () => {
    const { staff, rewardId, member, purchase } = await setup();
    const notices: ChangeNotice[] = [];
    h.deps.runner.onNotice((n) => notices.push(n));
    const id = await purchase();
    expect(notices).toContainEqual({ topic: 'rewards', ids: [rewardId], rooms: ['public'] });
    expect(notices).toContainEqual({ topic: 'user-rewards', rooms: [`user:${member.userId}`] });
    expect(notices).toContainEqual({ topic: 'reward-orders', rooms: ['staff'] });
    expect(notices).toContainEqual({ topic: 'auth-user', rooms: [`user:${member.userId}`] });
    notices.length = 0;
    await advance(staff, id, 'delivered');
    // A staff command, so the audit log's screen hears of it too.
    expect(notices.map((n) => n.topic).sort()).toEqual(['admin-audit', 'reward-orders', 'user-rewards']);
  });
});
