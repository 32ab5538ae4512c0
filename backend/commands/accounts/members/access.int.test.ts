import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';
import { enrolInTwoStep, login, memberWithRole, superAdmin } from '../../../test-support/staff.js';
import { createDrawBody, eventWithJoins, members } from '../../../test-support/draws.js';
import { ACCESS_MESSAGES } from '../account/access.js';
import { BANNED_LOGIN } from '../sign-in/accounts.js';
import { changeUserAccess } from './admin-users.js';
import { awardPoints } from '../../points/points.js';
import { systemContext } from '../../../core/system-context.js';

let h: Harness;
afterEach(async () => h?.close());

const patch = (cookie: string, userId: string, body: unknown) =>
  h.request('PATCH', `/api/admin/users/${userId}`, { cookie, body });

describe('roles', () => {
  it('a super_admin makes an editor, whose next call already has the new role', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId, cookie } = await registerMember(h, 'ayse');
    expect((await h.request('GET', '/api/admin/users', { cookie })).status).toBe(403);
    const res = await patch(boss.cookie, userId, { role: 'editor' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: userId, username: 'ayse', role: 'editor', banned: false });
    // The session already has the new role: the staff guard asks only for the two-step enrolment,
    // which the same session sets up (STAFF_2FA=required), and then the list opens.
    const first = await h.request('GET', '/api/admin/users', { cookie });
    expect(first.status).toBe(403);
    expect((await json(first)).message).toBe('İki adımlı doğrulama gerekli');
    await enrolInTwoStep(h, cookie);
    expect((await h.request('GET', '/api/admin/users', { cookie })).status).toBe(200);
    // An editor reads the list but changes no role or ban.
    expect((await patch(cookie, boss.userId, { role: 'user' })).status).toBe(403);
    expect((await json(await patch(cookie, userId, { role: 'super_admin' }))).message).toMatch(/süper admin/);
  });

  it('answers 400 for a body without role or ban, or an unknown role; 404 for an unknown member', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId } = await registerMember(h, 'ayse');
    const empty = await patch(boss.cookie, userId, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe('Rol veya engel durumu gönderin');
    expect((await patch(boss.cookie, userId, { role: 'kral' })).status).toBe(400);
    expect((await patch(boss.cookie, userId, { banned: 'evet' })).status).toBe(400);
    expect((await patch(boss.cookie, 'yok-boyle-biri', { role: 'editor' })).status).toBe(404);
    expect((await patch(boss.cookie, '../etc', { role: 'editor' })).status).toBe(404);
  });
});

describe('the last super_admin', () => {
  it('cannot be demoted (409), and cannot ban themselves (422)', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const demote = await patch(boss.cookie, boss.userId, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect((await json(demote)).message).toBe(ACCESS_MESSAGES.lastSuperAdmin);
    expect((await patch(boss.cookie, boss.userId, { banned: true })).status).toBe(422);
    expect((await json(await h.request('GET', '/api/auth/user', { cookie: boss.cookie }))).role).toBe('super_admin');
  });

  it('of two super_admins demoting each other at once, exactly one succeeds', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const second = await memberWithRole(h, boss.cookie, 'ikinci', 'super_admin');
    const [a, b] = await Promise.all([
      patch(boss.cookie, second.userId, { role: 'user' }),
      patch(second.cookie, boss.userId, { role: 'user' }),
    ]);
    // The loser is refused either by the rule (409) or, when it arrives after the winner, by its lost role (403).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 409 || s === 403)).toHaveLength(1);
    const list = await json(
      await h.request('GET', '/api/admin/users?role=super_admin', { cookie: a.status === 200 ? boss.cookie : second.cookie }),
    );
    expect(list).toHaveLength(1);
  });

  it('decided on one stream: of many concurrent demotions and bans, the last super_admin always remains', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const others = [
      await memberWithRole(h, boss.cookie, 'ikinci', 'super_admin'),
      await memberWithRole(h, boss.cookie, 'ucuncu', 'super_admin'),
    ];
    const all = [boss, ...others];
    // Straight to the command, as if every request had passed its guard at the same moment.
    const ctx = (actorId: string) => ({ actorId, actorRole: 'super_admin', now: new Date(), correlationId: actorId });
    const attempts = all.flatMap((actor) =>
      all
        .filter((t) => t !== actor)
        .map((target, k) =>
          changeUserAccess(h.deps, target.userId, k % 2 ? { banned: true } : { role: 'user' }, ctx(actor.userId)),
        ),
    );
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason.code);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['conflict']));
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    const active = await h.deps.read.collection('users').countDocuments({ role: 'super_admin', banned: false });
    expect(active).toBe(1);
  });

  it('of two super_admins banning each other at once, exactly one succeeds', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const second = await memberWithRole(h, boss.cookie, 'ikinci', 'super_admin');
    const [a, b] = await Promise.all([
      patch(boss.cookie, second.userId, { banned: true }),
      patch(second.cookie, boss.userId, { banned: true }),
    ]);
    // The loser is refused by the rule (409), or its session was already ended by the winner's ban (401).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 409 || s === 401)).toHaveLength(1);
    const survivor = a.status === 200 ? boss.cookie : second.cookie;
    expect((await h.request('GET', '/api/auth/user', { cookie: survivor })).status).toBe(200);
  });

  it('may step down once another super_admin exists', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const second = await memberWithRole(h, boss.cookie, 'ikinci', 'super_admin');
    expect((await patch(boss.cookie, boss.userId, { role: 'editor' })).status).toBe(200);
    expect((await patch(second.cookie, second.userId, { role: 'editor' })).status).toBe(409);
  });
});

describe('bans', () => {
  it('end the member’s session at once, refuse their login with 403, and lifting one needs a new login', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId, cookie } = await registerMember(h, 'kavgaci');
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    const res = await patch(boss.cookie, userId, { banned: true });
    expect(res.status).toBe(200);
    expect((await json(res)).banned).toBe(true);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await h.request('GET', '/api/ticket-applications', { cookie })).status).toBe(401);
    const refused = await h.request('POST', '/api/auth/login', { body: { email: 'kavgaci', password: 'Kuzey-Yildizi-7' } });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe(BANNED_LOGIN);
    // A wrong password still reads as a wrong password: the ban is told only to whoever knows it.
    expect((await h.request('POST', '/api/auth/login', { body: { email: 'kavgaci', password: 'yanlis1' } })).status).toBe(401);

    expect((await patch(boss.cookie, userId, { banned: false })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const again = await login(h, 'kavgaci');
    expect((await h.request('GET', '/api/auth/user', { cookie: again })).status).toBe(200);
  });

  it('hold after a restart (read models rebuilt from the log)', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId, cookie } = await registerMember(h, 'kavgaci');
    await patch(boss.cookie, userId, { banned: true });
    h = await h.restart();
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await h.request('POST', '/api/auth/login', { body: { email: 'kavgaci', password: 'Kuzey-Yildizi-7' } })).status).toBe(
      403,
    );
    expect((await json(await h.request('GET', `/api/admin/users/${userId}`, { cookie: boss.cookie }))).banned).toBe(true);
  });

  it('take the member off the all-time, weekly and monthly leaderboards until lifted', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId } = await registerMember(h, 'lider');
    const r = await awardPoints(
      h.deps,
      userId,
      { amount: 500, reason: 'test', sourceId: 'turnuva' },
      systemContext(h.deps, 'test'),
    );
    await h.deps.runner.waitFor(r.position);
    const boards = async () =>
      Promise.all(
        ['', '?period=week', '?period=month'].map(async (q) =>
          (await json(await h.request('GET', `/api/leaderboard${q}`))).map((e: { username: string }) => e.username),
        ),
      );
    expect(await boards()).toEqual([['lider'], ['lider'], ['lider']]);
    await patch(boss.cookie, userId, { banned: true });
    expect(await boards()).toEqual([[], [], []]);
    await patch(boss.cookie, userId, { banned: false });
    expect(await boards()).toEqual([['lider'], ['lider'], ['lider']]);
  });

  it('leave the member out of a draw run after the ban', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const people = await members(h, 'katilimci', 3);
    const eventId = await eventWithJoins(h, boss.cookie, people);
    await patch(boss.cookie, people[1]!.userId, { banned: true });
    const draw = await json(
      await h.request('POST', '/api/admin/draws', { cookie: boss.cookie, body: createDrawBody({ type: 'event', eventId }, 2) }),
    );
    const run = await h.request('POST', `/api/admin/draws/${draw.id}/run`, { cookie: boss.cookie });
    expect(run.status).toBe(200);
    const done = await json(run);
    const entrants = done.entries.map((e: { username: string }) => e.username);
    expect(entrants).toEqual(['katilimci0', 'katilimci2']);
    expect(done.winners.map((w: { username: string }) => w.username)).not.toContain('katilimci1');
  });
});
