import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';
import { login } from '../test-support/staff.js';
import { ensureSuperAdmin } from '../commands/accounts/members/admin-bootstrap.js';
import { systemContext } from '../core/system-context.js';

let h: Harness;
afterEach(async () => h?.close());

describe('errors', () => {
  it('malformed JSON is a Turkish 400, not a 500', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/login', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'İstek gövdesi geçerli bir JSON değil.', code: 'validation_error' });
  });

  it('a body of the wrong type is a 400 with issues', async () => {
    h = await createHarness();
    for (const body of ['[]', '"x"', '{"email":5,"password":null}']) {
      const res = await h.request('POST', '/api/auth/login', { body });
      expect(res.status, body).toBe(400);
      expect((await json(res)).code).toBe('validation_error');
    }
  });

  it('an unknown API path is a JSON 404', async () => {
    h = await createHarness();
    for (const [method, path] of [
      ['GET', '/api/yok'],
      ['POST', '/api/auth/yok'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await h.request(method, path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).message).toBe('İstenen adres bulunamadı.');
    }
  });

  it('a body over the limit is a 413', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'x'.repeat(17_000_000), password: 'y' }),
    });
    expect(res.status).toBe(413);
  });
});

describe('security', () => {
  it('refuses unsafe requests from a foreign origin', async () => {
    h = await createHarness();
    const res = await h.request('POST', '/api/auth/login', {
      body: { email: 'a', password: 'b' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const fetchSite = await h.request('POST', '/api/auth/logout', { headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
    expect(fetchSite.status).toBe(403);
  });

  it('sends security headers', async () => {
    h = await createHarness();
    const res = await h.request('GET', '/api/site-settings');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Plain HTTP here: HSTS only over HTTPS (hsts-framing.int.test.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the staff guard on admin routes', () => {
  const change = { settings: [{ key: 'marqueeText', value: 'Merhaba' }] };

  it('answers 401 to guests and 403 to members and viewers', async () => {
    h = await createHarness();
    expect((await h.request('PUT', '/api/site-settings', { body: change })).status).toBe(401);
    const member = await registerMember(h, 'uye');
    const res = await h.request('PUT', '/api/site-settings', { body: change, cookie: member.cookie });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('Bu işlem için yönetici yetkisi gerekiyor.');
  });

  it('lets a super_admin change settings, validated per key', async () => {
    h = await createHarness();
    await ensureSuperAdmin(h.deps, 'root@example.com', 'rootpw1', systemContext(h.deps, 'test'));
    const cookie = await login(h, 'root@example.com', 'rootpw1');
    const ok = await h.request('PUT', '/api/site-settings', { body: change, cookie });
    expect(ok.status).toBe(200);
    const list = (await json(await h.request('GET', '/api/site-settings'))) as { key: string; value: string }[];
    expect(list.find((s) => s.key === 'marqueeText')?.value).toBe('Merhaba');
    expect(list.find((s) => s.key === 'gridColumnsDesktop')?.value).toBe('3');
    const bad = await h.request('PUT', '/api/site-settings', {
      body: { settings: [{ key: 'gridColumnsDesktop', value: '7' }] },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Masaüstü sütun sayısı 1 ile 6 arasında olmalıdır');
    const unknown = await h.request('PUT', '/api/site-settings', { body: { settings: [{ key: 'hack', value: '1' }] }, cookie });
    expect(unknown.status).toBe(400);
  });
});
