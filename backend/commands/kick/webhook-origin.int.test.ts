import { afterEach, describe, expect, it } from 'vitest';
import { json, registerMember } from '../../test-support/harness.js';
import { kickBodies } from '../../test-support/kick-double.js';
import { type KickScene, kickScene, linkThroughOAuth } from '../../test-support/kick.js';
import { wholeLedger } from '../../test-support/points-history.js';
import { loginStaff } from '../../test-support/staff.js';
import { INTAKE_TEXT } from './intake.js';
import { kickDeliveries } from '../../core/metrics.js';

/**
 * Issue 38, item 1: Kick signs every app's deliveries with one key, so a signature says only "from Kick".
 * What makes a delivery this site's: the broadcaster in its body, and a subscription id the site made.
 */
const ayseKick = { userId: 3001, name: 'ayse_kick' };
const OTHER_BROADCASTER = 515151;

let s: KickScene | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function settle(scene: KickScene) {
  await scene.runtime().idle();
  await scene.h.deps.runner.waitFor(await scene.h.deps.events.headPosition());
}

async function linkedAyse(scene: KickScene) {
  const m = await registerMember(scene.h, 'ayse', { password: 'Kuzey-Yildizi-7' });
  expect(await linkThroughOAuth(scene, m.cookie, ayseKick)).toBe('/profil');
  return m;
}

const kickPoints = async (scene: KickScene, cookie: string) =>
  (await wholeLedger(scene.h, cookie)).filter((r) => r.reason.startsWith('kick_')).reduce((sum, r) => sum + r.delta, 0);

/** A body as another channel's app receives it: the same shape, another broadcaster. */
function fromOtherChannel<T extends { broadcaster: object }>(body: T): T {
  return { ...body, broadcaster: { ...body.broadcaster, user_id: OTHER_BROADCASTER } };
}

async function overview(scene: KickScene) {
  const staff = await loginStaff(scene.h);
  return json(await scene.h.request('GET', '/api/admin/kick', { cookie: staff }));
}

describe('POST /api/kick/webhook: only this channel, only this site’s subscriptions', () => {
  it('a signed delivery about another broadcaster is answered 200 {} and changes neither the status nor a balance', async () => {
    s = await kickScene();
    const ayse = await linkedAyse(s);
    const counted = async () => (await kickDeliveries.get()).values.find((v) => v.labels.outcome === 'other_channel')?.value ?? 0;
    const before = await counted();
    const status = await s.deliver('livestream.status.updated', fromOtherChannel(kickBodies.status(true, 'Benim kanalım')));
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({});
    await s.deliver('channel.subscription.new', fromOtherChannel(kickBodies.subscription(ayseKick)));
    await s.deliver('kicks.gifted', fromOtherChannel(kickBodies.kicks(ayseKick, 1000)));
    await s.deliver('channel.followed', fromOtherChannel(kickBodies.follow(ayseKick)));
    await settle(s);
    expect(await json(await s.h.request('GET', '/api/kick/status'))).toMatchObject({ live: false, title: null });
    expect(await kickPoints(s, ayse.cookie)).toBe(0);
    expect((await overview(s)).otherChannelDeliveries).toBe(4);
    // The same count for the operator's metrics (kick_deliveries_total{outcome="other_channel"}).
    expect((await counted()) - before).toBe(4);
  });

  it('a delivery for this channel under a subscription id the site did not make credits nothing', async () => {
    s = await kickScene();
    const ayse = await linkedAyse(s);
    const foreign = s.double.foreignSubscriptionId();
    const res = await s.deliver('channel.subscription.new', kickBodies.subscription(ayseKick), { subscriptionId: foreign });
    expect(res.status).toBe(200);
    await s.deliver('kicks.gifted', kickBodies.kicks(ayseKick, 1000), { subscriptionId: '' });
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(0);
    expect((await overview(s)).otherChannelDeliveries).toBe(2);
  });

  it('a renewal sent with the new-subscription header (under the renewal’s id) credits nothing', async () => {
    s = await kickScene();
    const ayse = await linkedAyse(s);
    const renewalId = s.double.subscriptionIdOf('channel.subscription.renewal');
    const res = await s.deliver('channel.subscription.new', kickBodies.subscription(ayseKick, 2), { subscriptionId: renewalId });
    expect(res.status).toBe(200);
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(0);
    // The same delivery under its own type pays the renewal.
    await s.deliver('channel.subscription.renewal', kickBodies.subscription(ayseKick, 2));
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(100);
  });

  it('a body is held to its type’s schema strictly: unknown keys are refused 400', async () => {
    s = await kickScene();
    await linkedAyse(s);
    const res = await s.deliver('channel.followed', { ...kickBodies.follow(ayseKick), gift: { amount: 100 } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(INTAKE_TEXT.body);
  });

  it('until the channel is resolved, deliveries are refused 503 (Kick retries them)', async () => {
    s = await kickScene({ kickChannel: 'olmayan_kanal' });
    const res = await s.deliver('channel.followed', kickBodies.follow(ayseKick), {
      subscriptionId: '01JANYTHING00000000000000A',
    });
    expect(res.status).toBe(503);
    expect((await json(res)).message).toBe(INTAKE_TEXT.unresolved);
  });

  it('a process that has not looked at Kick yet (ROLE=web) learns the channel and the ids on its first delivery', async () => {
    s = await kickScene();
    const ayse = await linkedAyse(s);
    // A ROLE=web process neither subscribes nor checks on a timer: it starts knowing nothing.
    const rt = s.runtime();
    Object.assign(rt.connection, { broadcasterUserId: null, subscriptionIds: new Map() });
    rt.sync.endedAt = 0;
    expect((await s.deliver('channel.subscription.new', kickBodies.subscription(ayseKick))).status).toBe(200);
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(200);
    expect(rt.connection.otherChannelDeliveries).toBe(0);
  });

  it('staff see the subscription ids by their last 4 characters only, and the log never holds one', async () => {
    s = await kickScene();
    const ids = s.double.subscriptions.map((x) => x.id);
    expect(ids.length).toBeGreaterThan(0);
    await s.deliver('channel.followed', kickBodies.follow(ayseKick));
    await s.deliver('channel.followed', kickBodies.follow(ayseKick), { subscriptionId: 'X'.repeat(26) });
    await settle(s);
    const o = await overview(s);
    const shown = JSON.stringify(o);
    for (const id of ids) {
      expect(shown).not.toContain(id);
      expect(shown).toContain(id.slice(-4));
      expect(s.logs.join('\n')).not.toContain(id);
    }
    expect(s.logs.join('\n')).not.toContain('X'.repeat(26));
    expect(o.subscriptionIdEndings).toHaveLength(ids.length);
  });
});

describe('sanity bounds on Kick amounts (issue 38, item 7)', () => {
  it('a delivery above what Kick can send is refused, counted and credits nothing', async () => {
    s = await kickScene();
    const ayse = await linkedAyse(s);
    const huge = await s.deliver('kicks.gifted', kickBodies.kicks(ayseKick, Number.MAX_SAFE_INTEGER));
    expect(huge.status).toBe(200);
    // The giftees in their shortest form, so that 1,001 of them fit the webhook's 64 KB body limit.
    const giftees = Array.from({ length: 1001 }, (_, i) => ({ user_id: 50_000 + i, username: `g${i}` }));
    const gifts = await s.deliver('channel.subscription.gifts', { ...kickBodies.gifts(ayseKick, []), giftees });
    expect(gifts.status).toBe(200);
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(0);
    expect((await overview(s)).outOfBoundsDeliveries).toBe(2);
    // At the bounds it still pays.
    await s.deliver('kicks.gifted', kickBodies.kicks(ayseKick, 1_000_000));
    await settle(s);
    expect(await kickPoints(s, ayse.cookie)).toBe(100_000);
  });
});
