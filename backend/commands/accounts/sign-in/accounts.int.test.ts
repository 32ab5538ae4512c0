import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf, createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';
import { ensureSuperAdmin } from '../members/admin-bootstrap.js';
import { systemContext } from '../../../core/system-context.js';
import { SESSIONS } from '../../../projections/accounts/sessions.projection.js';

let h: Harness;
afterEach(async () => h?.close());

describe('register', () => {
  it('creates a member, logs them in and never returns the password hash', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/register', {
      body: {
        username: 'Zeynep',
        email: 'Zeynep@Example.com',
        password: 'Kuzey-Yildizi-7',
        firstName: 'Zeynep',
        lastName: '',
        phone: '',
        streamUrl: '',
      },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.user).toMatchObject({
      username: 'Zeynep',
      role: 'user',
      firstName: 'Zeynep',
      lastName: null,
      phone: null,
      streamUrl: null,
      points: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
    const cookie = cookieOf(res);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const me = await h.request('GET', '/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect((await json(me)).email).toBe('Zeynep@Example.com');
  });

  it('answers 400 with Turkish messages per field', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/register', {
      body: { username: 'ab', email: 'not-an-email', password: '123', streamUrl: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('validation_error');
    const byField = Object.fromEntries(body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]));
    expect(byField).toEqual({
      username: 'Kullanıcı adı en az 3 karakter olmalıdır',
      email: 'Geçerli bir e-posta adresi girin',
      password: 'Şifre en az 6 karakter olmalıdır',
      streamUrl: 'Geçerli bir bağlantı (http:// veya https://) girin',
    });
  });

  it('keeps usernames and e-mails unique ignoring case', async () => {
    h = await createHarness();
    await registerMember(h, 'mehmet');
    const sameName = await h.request('POST', '/api/auth/register', {
      body: { username: 'MEHMET', email: 'other@example.com', password: 'Kuzey-Yildizi-7' },
    });
    expect(sameName.status).toBe(409);
    expect((await json(sameName)).message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    const sameMail = await h.request('POST', '/api/auth/register', {
      body: { username: 'mehmet2', email: 'MEHMET@example.com', password: 'Kuzey-Yildizi-7' },
    });
    expect(sameMail.status).toBe(409);
    expect((await json(sameMail)).message).toBe('Bu e-posta adresi zaten kayıtlı.');
    // The refused registration released its username claim: it can be used again.
    await registerMember(h, 'mehmet2');
  });

  it('of 20 concurrent registrations of one username exactly one succeeds', async () => {
    h = await createHarness();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.request('POST', '/api/auth/register', {
          body: { username: 'yarisci', email: `y${i}@example.com`, password: 'Kuzey-Yildizi-7' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await h.deps.read.collection('users').countDocuments({ usernameLower: 'yarisci' })).toBe(1);
  });
});

describe('login and logout', () => {
  it('logs in by e-mail or username, in any case, and answers with the role', async () => {
    h = await createHarness();
    await registerMember(h, 'elif');
    for (const email of ['elif@example.com', 'ELIF@EXAMPLE.COM', 'elif', 'Elif']) {
      const res = await h.request('POST', '/api/auth/login', { body: { email, password: 'Kuzey-Yildizi-7' } });
      expect(res.status, email).toBe(200);
      expect((await json(res)).user.role).toBe('user');
    }
  });

  it('refuses a wrong password or an unknown account with the same 401 text', async () => {
    h = await createHarness();
    await registerMember(h, 'elif');
    const wrong = await h.request('POST', '/api/auth/login', { body: { email: 'elif', password: 'nope!!' } });
    const unknown = await h.request('POST', '/api/auth/login', { body: { email: 'kimse', password: 'nope!!' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await json(wrong)).message).toBe((await json(unknown)).message);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'can');
    expect((await h.request('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('a session ends 30 days after its login, on the server too, and expired ones are dropped', async () => {
    let now = new Date('2025-05-01T10:00:00Z');
    h = await createHarness({ clock: () => now });
    const { cookie } = await registerMember(h, 'eski');
    now = new Date('2025-05-31T09:59:59Z');
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    now = new Date('2025-05-31T10:00:00Z'); // a copied cookie, kept past its maxAge
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect(await h.deps.read.collection(SESSIONS).countDocuments({})).toBe(1);
    const fresh = await registerMember(h, 'yeni'); // the day's first login drops the expired ones
    expect((await h.deps.read.collection(SESSIONS).find({})).map((d) => d.startedAt)).toEqual(['2025-05-31T10:00:00.000Z']);
    expect((await h.request('GET', '/api/auth/user', { cookie: fresh.cookie })).status).toBe(200);
    h = await h.restart(); // a replay leaves the same sessions
    expect(await h.deps.read.collection(SESSIONS).countDocuments({})).toBe(1);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('a forged or tampered cookie is a guest', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'can');
    const tampered = cookie.replace(/=([^.]+)/, '=x$1');
    expect((await h.request('GET', '/api/auth/user', { cookie: tampered })).status).toBe(401);
  });

  it('rate-limits login attempts with a Turkish 429', async () => {
    h = await createHarness({ authAttemptsPerMinute: 3 });
    const tries = [];
    for (let i = 0; i < 4; i += 1)
      tries.push(await h.request('POST', '/api/auth/login', { body: { email: 'x', password: 'y' } }));
    expect(tries.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect((await json(tries[3]!)).message).toMatch(/Çok fazla deneme/);
  });
});

describe('common passwords', () => {
  it('refuses one on the list at registration, in any letter case, with a Turkish message on the field', async () => {
    h = await createHarness();
    for (const password of ['secret1', 'Password1', 'qwerty123', '123456']) {
      const res = await h.request('POST', '/api/auth/register', {
        body: { username: 'yaygin', email: 'y@example.com', password },
      });
      expect(res.status, password).toBe(400);
      expect(await json(res)).toMatchObject({
        message: 'Bu şifre çok yaygın, lütfen başka bir şifre seçin',
        code: 'validation_error',
        issues: [{ path: ['password'], message: 'Bu şifre çok yaygın, lütfen başka bir şifre seçin' }],
      });
    }
    const ok = await h.request('POST', '/api/auth/register', {
      body: { username: 'yaygin', email: 'y@example.com', password: 'Kuzey-Yildizi-7' },
    });
    expect(ok.status).toBe(201);
  });

  it('keeps the spec’s minimum as the rule: a short password gets its own message', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/register', {
      body: { username: 'kisa', email: 'k@example.com', password: 'Ab1' },
    });
    expect((await json(res)).message).toBe('Şifre en az 6 karakter olmalıdır');
  });
});

describe('accounts survive a restart', () => {
  it('keeps every account and session when the read models are rebuilt from the log', async () => {
    h = await createHarness();
    const a = await registerMember(h, 'kalici');
    h = await h.restart();
    const me = await h.request('GET', '/api/auth/user', { cookie: a.cookie });
    expect(me.status).toBe(200);
    expect((await json(me)).username).toBe('kalici');
    const login = await h.request('POST', '/api/auth/login', { body: { email: 'kalici', password: 'Kuzey-Yildizi-7' } });
    expect(login.status).toBe(200);
  });
});

describe('super admin from the environment', () => {
  it('is created once; a later start writes nothing, not even a different ADMIN_PASSWORD', async () => {
    h = await createHarness();
    const ctx = systemContext(h.deps, 'test');
    await ensureSuperAdmin(h.deps, 'boss@example.com', 'Gece-Kusu-31', ctx);
    const head = await h.deps.events.headPosition();
    await ensureSuperAdmin(h.deps, 'boss@example.com', 'Gece-Kusu-31', ctx);
    expect(await h.deps.events.headPosition()).toBe(head);
    // ADMIN_PASSWORD is set only when the account is made: a password changed in the site stays changed.
    await ensureSuperAdmin(h.deps, 'boss@example.com', 'Sabah-Yeli-48', ctx);
    expect(await h.deps.events.headPosition()).toBe(head);
    const changed = await h.request('POST', '/api/auth/login', {
      body: { email: 'boss@example.com', password: 'Sabah-Yeli-48' },
    });
    expect(changed.status).toBe(401);
    const res = await h.request('POST', '/api/auth/login', { body: { email: 'boss@example.com', password: 'Gece-Kusu-31' } });
    expect((await json(res)).user.role).toBe('super_admin');
  });

  it('leaves an account a visitor registered with that e-mail untouched: no role, same password, session kept', async () => {
    h = await createHarness();
    const visitor = await registerMember(h, 'patron');
    const r = await ensureSuperAdmin(
      h.deps,
      'patron@example.com',
      'Operator-Sifresi-9',
      systemContext(h.deps, 'admin-bootstrap'),
    );
    expect(r.outcome).toBe('left-alone');
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    const me = await json(await h.request('GET', '/api/auth/user', { cookie: visitor.cookie }));
    expect(me.role).toBe('user');
    expect(
      (await h.request('POST', '/api/auth/login', { body: { email: 'patron', password: 'Operator-Sifresi-9' } })).status,
    ).toBe(401);
    expect((await h.request('POST', '/api/auth/login', { body: { email: 'patron', password: 'Kuzey-Yildizi-7' } })).status).toBe(
      200,
    );
  });

  it('adopts it with ADMIN_ADOPT_EXISTING, ending its sessions first, all under the bootstrap’s name', async () => {
    h = await createHarness();
    const visitor = await registerMember(h, 'patron');
    const ctx = systemContext(h.deps, 'admin-bootstrap');
    const sessionsOf = async (userId: string) =>
      (await h.deps.read.collection<{ _id: string; userId: string }>(SESSIONS).find({ userId })).map((s) => s._id);
    const r = await ensureSuperAdmin(h.deps, 'patron@example.com', 'Operator-Sifresi-9', ctx, {
      adoptExisting: true,
      sessionsOf,
    });
    expect(r.outcome).toBe('adopted');
    await h.deps.runner.waitFor(r.position);
    expect((await h.request('GET', '/api/auth/user', { cookie: visitor.cookie })).status).toBe(401);
    const ended = (await h.deps.events.readStream(`user-${visitor.userId}`)).at(-1);
    expect(ended?.metadata.actorRole).toBe('system:admin-bootstrap');
    const login = await h.request('POST', '/api/auth/login', { body: { email: 'patron', password: 'Operator-Sifresi-9' } });
    expect((await json(login)).user.role).toBe('super_admin');
    // Adopted once, it is the bootstrap's own from then on: a later start only keeps its role.
    expect((await ensureSuperAdmin(h.deps, 'patron@example.com', 'Operator-Sifresi-9', ctx)).outcome).toBe('updated');
  });
});
