import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { handleCommand } from '../../core/command-handler.js';
import { systemContext } from '../../core/system-context.js';
import { pointsBalance } from '../points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { rewardDecider } from './decide.js';
import { toRewardStreamId } from './reward.js';
import { loadReward } from './run.js';
import { adminReward, buy, createReward, givePoints } from '../../test-support/rewards.js';

let h: Harness;
afterEach(async () => h?.close());

const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie }).then(json);
const history = (cookie: string) => h.request('GET', '/api/user-rewards', { cookie }).then(json);

describe('POST /api/user-rewards/purchase', () => {
  it('buys one unit: points taken, stock down, the order pending in the history, all before the answer', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const rewardId = await createReward(h, staff, { title: 'Kupa', pointsCost: 150, stock: 3 });
    const { cookie, userId } = await registerMember(h, 'alici');
    await givePoints(h, userId, 400);

    const res = await buy(h, cookie, rewardId);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.points).toBe(250);
    expect(body.userReward).toMatchObject({
      rewardId,
      rewardTitle: 'Kupa',
      pointsSpent: 150,
      status: 'pending',
      cancelReason: null,
    });
    expect((await me(cookie)).points).toBe(250);
    expect(await history(cookie)).toEqual([body.userReward]);
    const active = await json(await h.request('GET', '/api/rewards/active'));
    expect(active[0].stock).toBe(2);
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 2, sold: 1, reserved: 0 });

    // The title and price of the moment of purchase stay, whatever staff change later.
    await h.request('PATCH', `/api/rewards/${rewardId}`, { cookie: staff, body: { title: 'Yeni Kupa', pointsCost: 999 } });
    expect((await history(cookie))[0]).toMatchObject({ rewardTitle: 'Kupa', pointsSpent: 150 });
    h = await h.restart();
    expect(await history(cookie)).toHaveLength(1);
    expect((await me(cookie)).points).toBe(250);
  });

  it("refuses with the spec's texts: 'Yetersiz Puan' (422), sold out (409), inactive (422), unknown (404), guest (401), bad body (400)", async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie, userId } = await registerMember(h, 'fakir');
    await givePoints(h, userId, 120);
    const pahali = await createReward(h, staff, { pointsCost: 1500 });
    const res = await buy(h, cookie, pahali);
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      code: 'insufficient_points',
      message: 'Yetersiz Puan: Bu ödül için 1.500 puan gerekiyor.',
    });

    const tukenmis = await createReward(h, staff, { stock: 0 });
    expect(await json(await buy(h, cookie, tukenmis))).toMatchObject({ code: 'sold_out', message: 'Bu ödülün stoğu tükendi.' });
    expect((await buy(h, cookie, tukenmis)).status).toBe(409);
    const pasif = await createReward(h, staff, { isActive: false });
    expect((await buy(h, cookie, pasif)).status).toBe(422);
    expect((await buy(h, cookie, 'yok')).status).toBe(404);
    expect((await buy(h, cookie, '../../x')).status).toBe(400);
    expect((await h.request('POST', '/api/user-rewards/purchase', { cookie, body: {} })).status).toBe(400);
    expect((await buy(h, '', pahali)).status).toBe(401);
    expect((await h.request('GET', '/api/user-rewards')).status).toBe(401);

    // Nothing was taken and nothing was written by the refusals.
    expect(await pointsBalance(h.deps, userId)).toBe(120);
    expect(await history(cookie)).toEqual([]);
    expect((await h.deps.events.readStream(`reward-${pahali}`)).map((e) => e.type)).toEqual(['RewardCreated']);
  });

  it('100 concurrent purchases at stock 10 from members with enough points sell exactly 10', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const rewardId = await createReward(h, staff, { pointsCost: 100, stock: 10 });
    const members = await Promise.all(Array.from({ length: 25 }, (_, i) => registerMember(h, `uye${i}`)));
    for (const m of members) await givePoints(h, m.userId, 1000);

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => buy(h, members[i % 25]!.cookie, rewardId)));
    const ms = performance.now() - started;
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    console.info(`100 concurrent purchases at stock 10: ${Math.round(ms)} ms`);

    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: 0, sold: 10, reserved: 0 });
    const orders = await json(await h.request('GET', '/api/admin/reward-orders', { cookie: staff }));
    expect(orders).toHaveLength(10);
    let spent = 0;
    for (const m of members) spent += 1000 - (await pointsBalance(h.deps, m.userId));
    expect(spent).toBe(10 * 100);
  });

  it('a member with 250 points firing 10 concurrent 100-point purchases gets exactly 2 and keeps 50', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const rewardId = await createReward(h, staff, { pointsCost: 100, stock: null });
    const { cookie, userId } = await registerMember(h, 'hizli');
    await givePoints(h, userId, 250);

    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(h, cookie, rewardId)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 422)).toHaveLength(8);
    for (const r of answers.filter((a) => a.status === 422)) expect((await json(r)).message).toMatch(/^Yetersiz Puan/);
    expect(await pointsBalance(h.deps, userId)).toBe(50);
    expect((await me(cookie)).points).toBe(50);
    expect(await history(cookie)).toHaveLength(2);
    expect(await adminReward(h, staff, rewardId)).toMatchObject({ stock: null, sold: 2, reserved: 0 });
  });

  it('without the in-process queue (as between two app instances) the expected revision alone never oversells', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const rewardId = await createReward(h, staff, { stock: 10 });
    const ctx = systemContext(h.deps, 'test');
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        handleCommand(
          h.deps.events,
          toRewardStreamId(rewardId),
          rewardDecider,
          { type: 'ReserveUnit', purchaseId: `p${i}`, userId: 'u' },
          ctx,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled' && a.value.events.length === 1)).toHaveLength(10);
    const state = await loadReward(h.deps, rewardId);
    expect(state.fields!.stock).toBe(0);
    expect([...state.purchases.values()].filter((p) => p.status === 'reserved')).toHaveLength(10);
  });
});
