import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KICK_TEST_CHANNEL, KICK_TEST_CLIENT, kickKeyPair, startKickDouble } from '../test-support/kick-double.js';
import { startSmtpDouble } from '../test-support/smtp-double.js';
import { spawnServer } from '../test-support/spawn-server.js';
import { createHarness } from '../test-support/harness.js';

/** Distinctive values a member and the operator give the site: none may appear in any line it prints. */
const V = {
  adminEmail: 'operator.logcheck@ornek-posta.com.tr',
  adminPassword: 'Yonetici-Log-Sifresi-41',
  username: 'logcu_zeynep41',
  email: 'zeynep.logcu41@ornek-posta.com.tr',
  password: 'Kuzey-Yildizi-41',
  newPassword: 'Guney-Yildizi-42',
  kickName: 'ZeynepKickLog41',
  kickId: '918273645501',
};
const secrets: string[] = []; // the reset token, the OAuth code and state, the session cookie: learnt on the way

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(path.join(tmpdir(), 'request-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server’s log (issue 44)', () => {
  it('is JSON lines, one per request with its id, the id is the events’ correlation id, and no personal value is in any line', async () => {
    const { publicKeyPem } = kickKeyPair();
    const [kick, smtp, port] = await Promise.all([startKickDouble(publicKeyPem), startSmtpDouble(), freePort()]);
    const origin = `http://127.0.0.1:${port}`;
    const server = await spawnServer({
      DATA_DIR: dir,
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: 'loopback', // the test stands where the proxy would: its X-Request-Id is believed
      ADMIN_EMAIL: V.adminEmail,
      ADMIN_PASSWORD: V.adminPassword,
      SMTP_URL: smtp.url,
      KICK_CLIENT_ID: KICK_TEST_CLIENT.id,
      KICK_CLIENT_SECRET: KICK_TEST_CLIENT.secret,
      KICK_CHANNEL: KICK_TEST_CHANNEL.slug,
      KICK_OAUTH_ROOT: kick.url,
      KICK_API_ROOT: kick.url,
      KICK_PUBLIC_KEY: publicKeyPem,
      LOG_FORMAT: 'json',
    });
    let cookie = '';
    const call = async (method: string, url: string, body?: unknown, requestId?: string) => {
      const res = await fetch(`${origin}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          origin,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const set = res.headers.get('set-cookie')?.split(';')[0];
      if (set) cookie = set;
      return res;
    };
    try {
      const registered = await call(
        'POST',
        '/api/auth/register',
        { username: V.username, email: V.email, password: V.password },
        'log-test-register',
      );
      expect(registered.status).toBe(201);
      expect(registered.headers.get('x-request-id')).toBe('log-test-register');
      secrets.push(cookie.split('=')[1]!);
      expect((await call('POST', '/api/auth/logout')).status).toBeLessThan(300);
      expect((await call('POST', '/api/auth/login', { email: V.email, password: V.password })).status).toBe(200);
      // A generated id when the caller sends none (or one that could carry anything into a line).
      const generated = (await call('GET', '/api/auth/user')).headers.get('x-request-id');
      expect(generated).toMatch(/^[0-9a-f-]{36}$/);
      const odd = await call('GET', '/api/auth/user', undefined, 'not an id {"msg":"x"}');
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      expect((await call('POST', '/api/auth/password-reset/request', { login: V.email })).status).toBeLessThan(300);
      const token = new URL(await smtp.resetLinkTo(V.email)).searchParams.get('token')!;
      secrets.push(token);
      expect((await call('POST', '/api/auth/password-reset', { token, password: V.newPassword })).status).toBe(200);

      // Kick's OAuth as the browser follows it: the site, Kick's authorize, the site's callback.
      kick.loginAs({ userId: Number(V.kickId), name: V.kickName });
      const toKick = (await call('GET', '/api/kick/authorize')).headers.get('location')!;
      const back = new URL((await fetch(toKick, { redirect: 'manual' })).headers.get('location')!);
      secrets.push(back.searchParams.get('code')!, back.searchParams.get('state')!);
      const linked = await call('GET', `${back.pathname}${back.search}`);
      expect(linked.headers.get('location')).toBe('/profil');
      const status = await (await call('GET', '/api/kick/link')).json();
      expect(JSON.stringify(status)).toContain(V.kickName); // the link really happened

      const erased = await call('POST', '/api/me/delete', { password: V.newPassword }, 'log-test-erase');
      expect(erased.status).toBe(200);
    } finally {
      await server.kill('SIGTERM');
      await Promise.all([kick.close(), smtp.close()]);
    }

    const output = server.output();
    const lines = output.split('\n').filter((l) => l.trim());
    // Every line pino's: JSON with a level and a time (nothing printed around the logger).
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.every((r) => typeof r.level === 'number' && typeof r.time === 'string')).toBe(true);
    // One line per request: the register call with its method, pattern, status, duration and id.
    const register = records.filter((r) => r.requestId === 'log-test-register');
    expect(register).toHaveLength(1);
    expect(register[0]).toMatchObject({ msg: 'request', method: 'POST', route: '/api/auth/register', status: 201 });
    expect(register[0]!.ms).toEqual(expect.any(Number));
    // The Kick callback is logged by its pattern, never with its code and state.
    expect(records.some((r) => r.route === '/api/kick/callback' && r.status === 302)).toBe(true);

    // No value the member or the operator gave, and no token, code or cookie, in any line.
    const leaked = [...Object.values(V), ...secrets].filter((v) => output.includes(v));
    expect(leaked).toEqual([]);
    expect(output).not.toMatch(/cookie|set-cookie|authorization/i);

    // The request's id is the correlation id of the events it appended.
    const db = new Database(path.join(dir, 'events.db'), { readonly: true });
    const typesOf = (id: string) =>
      db.prepare<[string], string>("SELECT type FROM events WHERE json_extract(metadata, '$.correlationId') = ?").pluck().all(id);
    expect(typesOf('log-test-register')).toContain('UserRegistered');
    expect(typesOf('log-test-erase').length).toBeGreaterThan(0);
    db.close();
  });

  it('ignores an X-Request-Id from anyone but a trusted proxy (TRUST_PROXY unset): the id is made here', async () => {
    const h = await createHarness();
    try {
      const res = await h.request('GET', '/api/cards', { headers: { 'x-request-id': 'chosen-by-a-visitor' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await h.close();
    }
  });
});
