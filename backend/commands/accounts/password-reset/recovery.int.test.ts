import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../integrations/mail/smtp-mailer.js';
import { manualClock } from '../../../test-support/clock.js';
import { cookieOf, createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';
import { startSmtpDouble } from '../../../test-support/smtp-double.js';
import { until } from '../../../test-support/until.js';

/** The harness's requests come from this origin; PUBLIC_ORIGIN must match it for the same-origin check. */
const ORIGIN = 'http://localhost';
const NEW_PASSWORD = 'Deniz-Feneri-42';
let h: Harness | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpDouble>> | undefined;
afterEach(async () => {
  await h?.close();
  await smtp?.close();
  h = smtp = undefined;
});

async function site(clock?: () => Date) {
  smtp = await startSmtpDouble();
  const mailer = createSmtpMailer(smtp.url, 'Güvenilir Siteler <no-reply@site.example>');
  h = await createHarness({ clock, app: { mailer, publicOrigin: ORIGIN } });
  return { h, smtp };
}
const headers = { origin: ORIGIN };
const ask = (login: string) => h!.request('POST', '/api/auth/password-reset/request', { body: { login }, headers });
const reset = (token: string, password = NEW_PASSWORD) =>
  h!.request('POST', '/api/auth/password-reset', { body: { token, password }, headers });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const login = (email: string, password: string) => h!.request('POST', '/api/auth/login', { body: { email, password }, headers });

describe('password reset by e-mail', () => {
  it('answers a known and an unknown account alike, and mails a link built from PUBLIC_ORIGIN only to the known one', async () => {
    await site();
    await registerMember(h!, 'deniz');
    const unknown = await ask('kimse@example.com');
    const known = await ask('deniz@example.com');
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(await json(unknown)).toEqual(await json(known));
    const link = await smtp!.resetLinkTo('deniz@example.com');
    expect(link.startsWith(`${ORIGIN}/sifre-sifirla?token=`)).toBe(true);
    expect(smtp!.received).toHaveLength(1);
    expect(smtp!.received[0]!.raw).toMatch(/Subject: .*şifre sıfırlama|Güvenilir Siteler hesabınız/);
    expect(smtp!.received[0]!.raw).toMatch(/Content-Type: text\/html/);
  });

  it('logs the member in with the new password, ends every other session, and the link works once', async () => {
    await site();
    const { cookie: old } = await registerMember(h!, 'deniz');
    await ask('deniz');
    const token = tokenOf(await smtp!.resetLinkTo('deniz@example.com'));
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect((await json(done)).user.username).toBe('deniz');
    expect((await h!.request('GET', '/api/auth/user', { cookie: cookieOf(done) })).status).toBe(200);
    expect((await h!.request('GET', '/api/auth/user', { cookie: old })).status).toBe(401);
    expect((await login('deniz', 'Kuzey-Yildizi-7')).status).toBe(401);
    expect((await login('deniz', NEW_PASSWORD)).status).toBe(200);
    const again = await reset(token, 'Baska-Bir-Sifre-9');
    expect(again.status).toBe(400);
    expect((await json(again)).message).toMatch(/geçersiz, kullanılmış veya süresi dolmuş/);
  });

  it('keeps no token in the log, only its hash', async () => {
    await site();
    await registerMember(h!, 'deniz');
    await ask('deniz');
    const token = tokenOf(await smtp!.resetLinkTo('deniz@example.com'));
    await reset(token);
    const log = JSON.stringify(await h!.deps.events.readAll(-1, 10_000));
    expect(log).toContain('PasswordResetRequested');
    expect(log).not.toContain(token);
  });

  it('voids a link once a newer one is made or the password changes', async () => {
    await site();
    const { cookie } = await registerMember(h!, 'deniz');
    await ask('deniz');
    const first = tokenOf(await smtp!.resetLinkTo('deniz@example.com', 0));
    await ask('deniz');
    const second = tokenOf(await smtp!.resetLinkTo('deniz@example.com', 1));
    expect((await reset(first)).status).toBe(400);
    const change = { currentPassword: 'Kuzey-Yildizi-7', newPassword: NEW_PASSWORD };
    expect((await h!.request('POST', '/api/auth/password', { cookie, body: change, headers })).status).toBe(200);
    expect((await reset(second)).status).toBe(400);
  });

  it('refuses one of the most common passwords, as registration does, and the link stays usable', async () => {
    await site();
    await registerMember(h!, 'deniz');
    await ask('deniz');
    const token = tokenOf(await smtp!.resetLinkTo('deniz@example.com'));
    const common = await reset(token, 'Password1');
    expect(common.status).toBe(400);
    expect((await json(common)).message).toBe('Bu şifre çok yaygın, lütfen başka bir şifre seçin');
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const time = manualClock('2026-05-02T09:00:00Z');
    await site(time.clock);
    await registerMember(h!, 'deniz');
    await ask('deniz');
    const token = tokenOf(await smtp!.resetLinkTo('deniz@example.com'));
    time.set('2026-05-02T09:30:01Z');
    expect((await reset(token)).status).toBe(400);
  });

  it('refuses a malformed token with a Turkish 400', async () => {
    await site();
    const res = await reset('kisa');
    expect(res.status).toBe(400);
    expect((await json(res)).issues?.[0]?.message ?? (await json(res)).message).toMatch(/geçersiz/);
  });

  it('limits requests per text typed, whether an account has it or not', async () => {
    await site();
    await registerMember(h!, 'deniz');
    const statuses = async (login: string) => {
      const out = [];
      for (let i = 0; i < 4; i += 1) out.push((await ask(login)).status);
      return out;
    };
    expect(await statuses('deniz')).toEqual([202, 202, 202, 429]);
    expect(await statuses('kimse')).toEqual([202, 202, 202, 429]);
    expect((await json(await ask('DENIZ'))).message).toMatch(/Çok fazla şifre sıfırlama isteği/);
  });

  it('limits requests per address too, whatever text is typed, with a Turkish 429', async () => {
    await site();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await ask(`baska${i}@example.com`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
    expect((await json(await ask('yeni@example.com'))).message).toMatch(/Çok fazla şifre sıfırlama isteği/);
  });

  it('answers before it looks the account up: a mail server that never answers does not hold the reply', async () => {
    let sent = 0;
    const stalled = { send: () => ((sent += 1), new Promise<void>(() => {})) };
    h = await createHarness({ app: { mailer: stalled, publicOrigin: ORIGIN } });
    await registerMember(h, 'deniz');
    const known = await ask('deniz@example.com');
    const unknown = await ask('kimse@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await json(known)).toEqual(await json(unknown));
    // The known account's mail is still on its way (it never arrives): the answer did not wait for it.
    await until(() => sent === 1, 'the reset mail handed to the mailer');
  });

  it('says when e-mail is not configured', async () => {
    h = await createHarness();
    expect(await json(await h.request('GET', '/api/auth/password-reset/available'))).toEqual({ email: false });
    const res = await h.request('POST', '/api/auth/password-reset/request', { body: { login: 'deniz' } });
    expect(res.status).toBe(503);
    expect((await json(res)).message).toMatch(/E-posta gönderimi bu sitede yapılandırılmamış/);
  });
});

describe('password change', () => {
  it('needs the current password, and ends the other sessions but not this one', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'deniz');
    const other = cookieOf(await h.request('POST', '/api/auth/login', { body: { email: 'deniz', password: 'Kuzey-Yildizi-7' } }));
    const wrong = await h.request('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: 'yanlis', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe('Mevcut şifreniz hatalı.');
    const short = await h.request('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: 'Kuzey-Yildizi-7', newPassword: 'x' },
    });
    expect(short.status).toBe(400);
    // The registration's rules: one of the most common passwords is refused on its field.
    const common = await h.request('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: 'Kuzey-Yildizi-7', newPassword: 'qwerty123' },
    });
    expect(common.status).toBe(400);
    expect(await json(common)).toMatchObject({
      message: 'Bu şifre çok yaygın, lütfen başka bir şifre seçin',
      issues: [{ path: ['newPassword'] }],
    });
    const ok = await h.request('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: 'Kuzey-Yildizi-7', newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie: other })).status).toBe(401);
    expect(
      (await h.request('POST', '/api/auth/password', { body: { currentPassword: 'a', newPassword: NEW_PASSWORD } })).status,
    ).toBe(401);
  });
});
