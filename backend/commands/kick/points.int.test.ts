import { afterEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../accounts/members/admin-bootstrap.js';
import { systemContext } from '../../core/system-context.js';
import { json, registerMember } from '../../test-support/harness.js';
import { kickBodies } from '../../test-support/kick-double.js';
import { type KickScene, kickScene, linkThroughOAuth } from '../../test-support/kick.js';
import { wholeLedger } from '../../test-support/points-history.js';
import { login } from '../../test-support/staff.js';

const PASSWORD = 'Kuzey-Yildizi-7';
const ayseKick = { userId: 2001, name: 'ayse_kick' };
const mehmetKick = { userId: 2002, name: 'mehmet_kick' };

let s: KickScene | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The work behind the webhook done, and the read models caught up with it. */
async function settle(scene: KickScene) {
  await scene.runtime().idle();
  await scene.h.deps.runner.waitFor(await scene.h.deps.events.headPosition());
}

async function linkedMember(scene: KickScene, username: string, kick: { userId: number; name: string }) {
  const m = await registerMember(scene.h, username, { password: PASSWORD });
  expect(await linkThroughOAuth(scene, m.cookie, kick)).toBe('/profil');
  return m;
}

/** The server's clock in the chat tests: each delivery arrives when the test says. */
let now = new Date('2026-11-27T06:30:00Z');
const clock = () => now;
const stamp = () => ({ timestamp: now.toISOString() });
/** Kick's status body says the stream started at 06:00Z (09:00 Istanbul) and, offline, ended at 09:00Z. */
const live = (scene: KickScene, on: boolean) =>
  scene.deliver('livestream.status.updated', kickBodies.status(on, 'Akşam yayını'), stamp());
/** A message written at `at` that reaches the server `lag` ms later (30 s unless said). */
function chat(scene: KickScene, who: { userId: number; name: string }, at: string, lag = 30_000) {
  now = new Date(Date.parse(at) + lag);
  return scene.deliver('chat.message.sent', kickBodies.chat(who, 'merhaba', at), stamp());
}
const watchRows = async (scene: KickScene, cookie: string) =>
  (await kickRows(scene, cookie)).filter((r) => r.reason === 'kick_watch');

async function kickRows(scene: KickScene, cookie: string) {
  const rows = await wholeLedger(scene.h, cookie);
  return rows
    .filter((r) => r.reason.startsWith('kick_'))
    .map((r) => ({ reason: r.reason, delta: r.delta, description: r.description }));
}

describe('Kick points through the ledger', () => {
  it('watching: one window pays once per member, only while live, and the day stops at the cap', async () => {
    now = new Date('2026-11-27T06:30:00Z');
    s = await kickScene({ clock });
    const ayse = await linkedMember(s, 'ayse', ayseKick);
    await chat(s, ayseKick, '2026-11-27T07:00:30Z'); // not live yet: nothing
    await live(s, true);
    await chat(s, ayseKick, '2026-11-27T07:01:00Z'); // 10:01 Istanbul: window 10:00
    await chat(s, ayseKick, '2026-11-27T07:09:59Z'); // same window
    await chat(s, ayseKick, '2026-11-27T07:10:00Z'); // window 10:10
    await settle(s);
    expect(await kickRows(s, ayse.cookie)).toEqual([
      { reason: 'kick_watch', delta: 10, description: 'Kick yayınında sohbet: izleme puanı' },
      { reason: 'kick_watch', delta: 10, description: 'Kick yayınında sohbet: izleme puanı' },
    ]);

    // 25 more windows the same Istanbul day: the day's 200 is reached and no more.
    for (let i = 2; i < 27; i += 1)
      await chat(s, ayseKick, new Date(Date.parse('2026-11-27T07:00:00Z') + i * 600_000).toISOString());
    await settle(s);
    const watch = (await kickRows(s, ayse.cookie)).filter((r) => r.reason === 'kick_watch');
    expect(watch.reduce((sum, r) => sum + r.delta, 0)).toBe(200);

    now = new Date('2026-11-27T11:30:00Z');
    await live(s, false);
    await chat(s, ayseKick, '2026-11-28T07:00:00Z'); // next day, but offline
    await settle(s);
    expect((await kickRows(s, ayse.cookie)).filter((r) => r.reason === 'kick_watch')).toHaveLength(20);
  });

  it('issue 38: a message earns only if written within 15 minutes of its arrival, while the log says the channel was live', async () => {
    now = new Date('2026-11-27T05:00:00Z');
    s = await kickScene({ clock });
    const ayse = await linkedMember(s, 'ayse', ayseKick);
    now = new Date('2026-11-27T06:00:10Z');
    await live(s, true); // Kick: started 06:00Z

    // Live now, but written months ago (delivered today): nothing, where it used to earn a past day's window.
    await chat(s, ayseKick, '2026-08-01T20:00:00Z', Date.parse('2026-11-27T06:30:00Z') - Date.parse('2026-08-01T20:00:00Z'));
    // Written 16 minutes before it arrived: nothing; 14 minutes: its window.
    await chat(s, ayseKick, '2026-11-27T06:40:00Z', 16 * 60_000);
    await chat(s, ayseKick, '2026-11-27T06:50:00Z', 14 * 60_000);
    // Written before the stream started (Kick's started_at), arriving while it is live: nothing.
    await chat(s, ayseKick, '2026-11-27T05:55:00Z', 6 * 60_000);
    // Dated in the future of its arrival by more than 15 minutes: nothing.
    await chat(s, ayseKick, '2026-11-27T07:40:00Z', -20 * 60_000);
    await settle(s);
    expect((await watchRows(s, ayse.cookie)).length).toBe(1);

    // The stream ends at 09:00Z (Kick's ended_at); a message written at 08:55 and slow to arrive after
    // the offline notice still counts, one written at 09:05 does not.
    now = new Date('2026-11-27T09:01:00Z');
    await live(s, false);
    await chat(s, ayseKick, '2026-11-27T08:55:00Z', 7 * 60_000);
    await chat(s, ayseKick, '2026-11-27T09:05:00Z');
    await settle(s);
    expect((await watchRows(s, ayse.cookie)).length).toBe(2);
  });

  it('follow once per member and per Kick account; subscriptions, renewals, gifts and Kicks as set', async () => {
    s = await kickScene();
    const ayse = await linkedMember(s, 'ayse', ayseKick);
    await s.deliver('channel.followed', kickBodies.follow(ayseKick));
    await s.deliver('channel.followed', kickBodies.follow(ayseKick)); // unfollow and follow again: nothing more
    await s.deliver('channel.subscription.new', kickBodies.subscription(ayseKick));
    await s.deliver('channel.subscription.renewal', kickBodies.subscription(ayseKick, 2));
    await s.deliver('channel.subscription.gifts', kickBodies.gifts(ayseKick, [mehmetKick, { userId: 9, name: 'x' }]));
    await s.deliver('channel.subscription.gifts', kickBodies.gifts(null, [mehmetKick])); // anonymous: nobody
    await s.deliver('kicks.gifted', kickBodies.kicks(ayseKick, 259)); // 25 points, rounded down
    await settle(s);
    const rows = await kickRows(s, ayse.cookie);
    expect(rows.map((r) => [r.reason, r.delta]).sort()).toEqual(
      [
        ['kick_follow', 50],
        ['kick_subscription', 200],
        ['kick_subscription', 100],
        ['kick_gift', 100],
        ['kick_kicks', 25],
      ].sort(),
    );
    expect(rows.map((r) => r.description)).toContain('Kick aboneliği yenilendi');

    // The Kick account moves to another member: its follow was already rewarded, ever.
    expect((await s.h.request('DELETE', '/api/kick/link', { cookie: ayse.cookie })).status).toBe(200);
    const mehmet = await linkedMember(s, 'mehmet', ayseKick);
    await s.deliver('channel.followed', kickBodies.follow(ayseKick));
    await settle(s);
    expect(await kickRows(s, mehmet.cookie)).toEqual([]);
  });

  it('a Kick account nobody linked earns nothing, and a banned member earns no Kick points', async () => {
    s = await kickScene();
    await live(s, true);
    await s.deliver('channel.followed', kickBodies.follow(mehmetKick)); // not linked: dropped
    const mehmet = await linkedMember(s, 'mehmet', mehmetKick);
    await settle(s);
    expect(await kickRows(s, mehmet.cookie)).toEqual([]);

    const boss = await ensureSuperAdmin(s.h.deps, 'kick-patron@example.com', PASSWORD, systemContext(s.h.deps, 'test'));
    await s.h.deps.runner.waitFor(boss.position);
    const staff = await login(s.h, 'kick-patron@example.com', PASSWORD);
    expect(
      (await s.h.request('PATCH', `/api/admin/users/${mehmet.userId}`, { cookie: staff, body: { banned: true } })).status,
    ).toBe(200);
    await s.deliver('channel.subscription.new', kickBodies.subscription(mehmetKick));
    await settle(s);
    const mehmetLedger = (await s.h.deps.events.readStream(`user-${mehmet.userId}`)).filter((e) => e.type === 'PointsAwarded');
    expect(mehmetLedger).toEqual([]);
  });

  it('staff change the points; a bad value gets a Turkish 400', async () => {
    s = await kickScene();
    await ensureSuperAdmin(s.h.deps, 'kick-patron@example.com', PASSWORD, systemContext(s.h.deps, 'test'));
    await s.h.deps.runner.waitFor(await s.h.deps.events.headPosition());
    const staff = await login(s.h, 'kick-patron@example.com', PASSWORD);
    // The staff answer names the revision an edit is held to (issue 41); the values are the rest.
    const { revision, ...settings } = await json(await s.h.request('GET', '/api/admin/kick/settings', { cookie: staff }));
    expect(typeof revision).toBe('number');
    expect(settings).toEqual({
      watchPoints: 10,
      dailyWatchCap: 200,
      followPoints: 50,
      subscriptionPoints: 200,
      renewalPoints: 100,
      giftPoints: 50,
      kicksPerPoint: 10,
    });
    const bad = await s.h.request('PUT', '/api/admin/kick/settings', { cookie: staff, body: { ...settings, kicksPerPoint: 0 } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Bir puan için Kicks en az 1 olmalıdır');
    const ok = await s.h.request('PUT', '/api/admin/kick/settings', { cookie: staff, body: { ...settings, followPoints: 75 } });
    expect(ok.status).toBe(200);
    const ayse = await linkedMember(s, 'ayse', ayseKick);
    await s.deliver('channel.followed', kickBodies.follow(ayseKick));
    await settle(s);
    expect(await kickRows(s, ayse.cookie)).toEqual([
      { reason: 'kick_follow', delta: 75, description: 'Kick kanalı takip edildi' },
    ]);
    const member = await s.h.request('GET', '/api/admin/kick/settings', { cookie: ayse.cookie });
    expect(member.status).toBe(403);
  });
});
