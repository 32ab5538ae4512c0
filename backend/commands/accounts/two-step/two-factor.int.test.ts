import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../members/admin-bootstrap.js';
import { systemContext } from '../../../core/system-context.js';
import { manualClock } from '../../../test-support/clock.js';
import { cookieOf, createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';

const ADMIN = { email: 'yonetici@example.com', password: 'Kuzey-Yildizi-7' };
const T0 = '2026-05-02T09:00:10Z';
let h: Harness;
afterEach(async () => h?.close());

const codeAt = (secret: string, at: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.parse(at) + steps * 30_000 });

async function enrolledAdmin() {
  const time = manualClock(T0);
  h = await createHarness({ clock: time.clock, app: { staff2fa: 'required' } });
  const { userId } = await ensureSuperAdmin(h.deps, ADMIN.email, ADMIN.password, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(await h.deps.events.headPosition());
  const cookie = cookieOf(await h.request('POST', '/api/auth/login', { body: ADMIN }));
  const enrol = await json(await h.request('POST', '/api/admin/2fa/enrol', { cookie }));
  const confirm = await h.request('POST', '/api/admin/2fa/confirm', { cookie, body: { code: codeAt(enrol.secret, T0) } });
  expect(confirm.status).toBe(200);
  return { time, userId, cookie, secret: enrol.secret as string, recoveryCodes: (await json(confirm)).recoveryCodes as string[] };
}

/** Password, then the second step with `body`; answers the second step's response. */
async function twoStep(body: object) {
  const first = await h.request('POST', '/api/auth/login', { body: ADMIN });
  expect(await json(first)).toEqual({ twoFactorRequired: true });
  expect(first.headers.get('set-cookie')).not.toMatch(/sid=/);
  return h.request('POST', '/api/auth/login/2fa', { cookie: cookieOf(first), body });
}

describe('staff two-step login (STAFF_2FA=required)', () => {
  it('refuses every staff-only call with 403 until the staff member enrols, but lets them enrol', async () => {
    h = await createHarness({ app: { staff2fa: 'required' } });
    await ensureSuperAdmin(h.deps, ADMIN.email, ADMIN.password, systemContext(h.deps, 'test'));
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    const login = await h.request('POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/upload'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const res = await h.request(method, url, { cookie });
      expect(res.status, url).toBe(403);
      expect((await json(res)).message).toBe('İki adımlı doğrulama gerekli');
    }
    const enrol = await h.request('POST', '/api/admin/2fa/enrol', { cookie });
    expect(enrol.status).toBe(200);
    const { secret, otpauthUrl } = await json(enrol);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await h.request('POST', '/api/admin/2fa/confirm', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const confirm = await h.request('POST', '/api/admin/2fa/confirm', {
      cookie,
      body: { code: codeAt(secret, new Date().toISOString()) },
    });
    const { recoveryCodes } = await json(confirm);
    expect(recoveryCodes).toHaveLength(10);
    expect((await h.request('GET', '/api/admin/users', { cookie })).status).toBe(200);
    const log = JSON.stringify(await h.deps.events.readAll(-1, 10_000));
    expect(log).not.toContain(secret);
    for (const code of recoveryCodes) expect(log).not.toContain(code);
  });

  it('asks for the code after the password, and accepts each code once, with ±1 step of drift', async () => {
    const { time, secret } = await enrolledAdmin();
    time.set('2026-05-02T09:01:10Z');
    const tooOld = await twoStep({ code: codeAt(secret, T0) }); // two steps back
    expect(tooOld.status).toBe(401);
    const behind = await twoStep({ code: codeAt(secret, '2026-05-02T09:01:10Z', -1) });
    expect(behind.status).toBe(200);
    expect((await json(behind)).user.role).toBe('super_admin');
    const replay = await twoStep({ code: codeAt(secret, '2026-05-02T09:01:10Z', -1) });
    expect(replay.status).toBe(401);
    expect((await json(replay)).message).toMatch(/zaten kullanıldı/);
    expect((await twoStep({ code: codeAt(secret, '2026-05-02T09:01:10Z', 1) })).status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrolledAdmin();
    expect((await twoStep({ recoveryCode: recoveryCodes[0] })).status).toBe(200);
    expect((await twoStep({ recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect((await twoStep({ recoveryCode: recoveryCodes[1]!.toLowerCase() })).status).toBe(200);
  });

  it('refuses a second step that no password started, and pauses after repeated wrong codes', async () => {
    await enrolledAdmin();
    const alone = await h.request('POST', '/api/auth/login/2fa', { body: { code: '123456' } });
    expect(alone.status).toBe(401);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await twoStep({ code: '000000' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('lets a super_admin reset another staff member’s enrolment, ending their sessions, but not their own', async () => {
    const { userId, cookie, time, secret } = await enrolledAdmin();
    const own = await h.request('DELETE', `/api/admin/users/${userId}/2fa`, { cookie });
    expect(own.status).toBe(422);
    const { userId: editorId } = await registerMember(h, 'editor1');
    await h.request('PATCH', `/api/admin/users/${editorId}`, { cookie, body: { role: 'editor' } });
    const editor = cookieOf(
      await h.request('POST', '/api/auth/login', { body: { email: 'editor1', password: 'Kuzey-Yildizi-7' } }),
    );
    const enrol = await json(await h.request('POST', '/api/admin/2fa/enrol', { cookie: editor }));
    time.set('2026-05-02T09:03:00Z');
    await h.request('POST', '/api/admin/2fa/confirm', {
      cookie: editor,
      body: { code: codeAt(enrol.secret, '2026-05-02T09:03:00Z') },
    });
    expect((await h.request('GET', '/api/admin/users', { cookie: editor })).status).toBe(200);
    expect((await h.request('DELETE', `/api/admin/users/${editorId}/2fa`, { cookie })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie: editor })).status).toBe(401);
    const again = await h.request('POST', '/api/auth/login', { body: { email: 'editor1', password: 'Kuzey-Yildizi-7' } });
    expect(await json(again)).toHaveProperty('user');
    expect((await h.request('GET', '/api/admin/users', { cookie: cookieOf(again) })).status).toBe(403);
    expect(secret).toBeTruthy();
  });

  it('gives a super_admin a reset link for a member, never for staff', async () => {
    const { cookie, userId } = await enrolledAdmin();
    const { userId: memberId } = await registerMember(h, 'uye1');
    const link = await h.request('POST', `/api/admin/users/${memberId}/password-reset-link`, { cookie });
    expect(link.status).toBe(200);
    const { url } = await json(link);
    expect(url).toMatch(/^\/sifre-sifirla\?token=[A-Za-z0-9_-]{43}$/);
    const token = url.split('token=')[1];
    const done = await h.request('POST', '/api/auth/password-reset', { body: { token, password: 'Deniz-Feneri-42' } });
    expect(done.status).toBe(200);
    expect((await h.request('POST', `/api/admin/users/${userId}/password-reset-link`, { cookie })).status).toBe(422);
  });

  it('ends a reset of a two-step account in the second step, not a session', async () => {
    const { cookie, userId, secret } = await enrolledAdmin();
    const { userId: otherId } = await registerMember(h, 'ikinci');
    await h.request('PATCH', `/api/admin/users/${otherId}`, { cookie, body: { role: 'super_admin' } });
    // Only a reset made by e-mail reaches staff; here the token is made directly, as the mail would carry it.
    const { issueResetToken } = await import('../password-reset/recovery.js');
    const { token, position } = await issueResetToken(h.deps, userId, systemContext(h.deps, 'test'));
    await h.deps.runner.waitFor(position);
    const done = await h.request('POST', '/api/auth/password-reset', { body: { token, password: 'Yeni-Yildiz-8' } });
    expect(await json(done)).toEqual({ twoFactorRequired: true });
    const second = await h.request('POST', '/api/auth/login/2fa', {
      cookie: cookieOf(done),
      body: { code: codeAt(secret, T0, 1) },
    });
    expect(second.status).toBe(200);
  });
});

describe('npm run admin:reset', () => {
  it('sets a new password and clears the two-step login of a locked-out operator, as the system', async () => {
    const { resetAdminAccess } = await import('../members/admin-reset.js');
    const { cookie } = await enrolledAdmin();
    const r = await resetAdminAccess(h.deps, ADMIN.email, 'Yeni-Yildiz-8');
    await h.deps.runner.waitFor(r.position);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const login = await h.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'Yeni-Yildiz-8' } });
    expect((await json(login)).user.role).toBe('super_admin');
    const last = (await h.deps.events.readAll(-1, 10_000)).find((e) => e.type === 'TwoFactorReset');
    expect(last?.metadata).toMatchObject({ actorId: null, actorRole: 'system:admin-reset' });
  });
});
