import { afterEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../commands/accounts/members/admin-bootstrap.js';
import { recorderFor } from '../commands/analytics/routes.js';
import { systemContext } from '../core/system-context.js';
import { createHarness, type Harness, type HarnessOptions } from '../test-support/harness.js';
import { login } from '../test-support/staff.js';
import { rawRequest } from '../test-support/raw-http.js';

let h: Harness;
/** Page views wait in the recorder's batch: write them before the event store closes. */
const close = async () => (await recorderFor(h.deps).flush(), await h.close());
afterEach(close);

const start = async (app: HarnessOptions['app'] = {}) => {
  h = await createHarness({ app });
  return h.listen();
};

async function staffCookie(origin = 'http://localhost') {
  await ensureSuperAdmin(h.deps, 'root@example.com', 'rootpw1', systemContext(h.deps, 'test'));
  return login(h, 'root@example.com', 'rootpw1', { origin });
}

const change = JSON.stringify({ settings: [{ key: 'marqueeText', value: 'Merhaba' }] });

describe('the same-origin check', () => {
  it('never takes the client X-Forwarded-Host as the site: a foreign Origin is refused on PUT /api/site-settings', async () => {
    const url = await start();
    const cookie = await staffCookie();
    const put = (headers: Record<string, string>) =>
      rawRequest(`${url}/api/site-settings`, {
        method: 'PUT',
        body: change,
        headers: { 'content-type': 'application/json', cookie, ...headers },
      });
    const forged = await put({ host: 'site.test', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).message).toBe('Bu istek başka bir siteden geldiği için reddedildi.');
    expect((await put({ host: 'site.test', origin: 'http://site.test' })).status).toBe(200);
  });

  it('compares with PUBLIC_ORIGIN behind a trusted proxy, whatever Host and X-Forwarded-Host say', async () => {
    const url = await start({ trustProxy: ['loopback'], publicOrigin: 'https://site.example' });
    const cookie = await staffCookie('https://site.example');
    const put = (headers: Record<string, string>) =>
      rawRequest(`${url}/api/site-settings`, {
        method: 'PUT',
        body: change,
        headers: { 'content-type': 'application/json', cookie, ...headers },
      });
    // The proxy forwards an internal Host; the browser's Origin is the public one.
    expect((await put({ host: 'app:3000', origin: 'https://site.example' })).status).toBe(200);
    expect((await put({ host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })).status).toBe(
      403,
    );
    expect((await put({ host: 'site.example', origin: 'http://site.example' })).status).toBe(403); // another scheme is another origin
  });
});

describe('TRUST_PROXY and the client address', () => {
  const view = (url: string, forwardedFor: string) =>
    rawRequest(`${url}/api/analytics/page-view`, {
      method: 'POST',
      body: JSON.stringify({ path: '/', referrer: null }),
      headers: { 'content-type': 'application/json', host: 'localhost', 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For by default: every request from this socket address shares one budget', async () => {
    const url = await start({ trackingPerMinute: 2 });
    const statuses = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await view(url, ip)).status);
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('with a trusted proxy the forwarded address is the client: each has its own budget', async () => {
    for (const trustProxy of [1, ['127.0.0.1']] as const) {
      const url = await start({ trackingPerMinute: 2, trustProxy: trustProxy as never, publicOrigin: 'http://localhost' });
      const statuses = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1', '203.0.113.1'])
        statuses.push((await view(url, ip)).status);
      expect(statuses, String(trustProxy)).toEqual([202, 202, 202, 202, 429]);
      const limited = await view(url, '203.0.113.1');
      expect(JSON.parse(limited.body)).toEqual({
        message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
        code: 'rate_limited',
      });
      await close();
    }
  });

  it('an untrusted hop in X-Forwarded-For cannot pick the address: one hop trusted means the last entry counts', async () => {
    const url = await start({ trackingPerMinute: 1, trustProxy: 1, publicOrigin: 'http://localhost' });
    // The client prepends made-up addresses; the proxy appends the address it really saw.
    expect((await view(url, '198.51.100.7, 203.0.113.9')).status).toBe(202);
    expect((await view(url, '198.51.100.8, 203.0.113.9')).status).toBe(429);
  });
});

describe('the session cookie Secure flag', () => {
  const register = (url: string, name: string, headers: Record<string, string>) =>
    rawRequest(`${url}/api/auth/register`, {
      method: 'POST',
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Kuzey-Yildizi-7' }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('is set behind a trusted proxy that says https, and only then', async () => {
    let url = await start({ trustProxy: ['loopback'], publicOrigin: 'http://site.test' });
    const behind = await register(url, 'guvenli', { host: 'app:3000', origin: 'http://site.test', 'x-forwarded-proto': 'https' });
    expect(behind.status).toBe(201);
    expect(cookieOf(behind)).toMatch(/; Secure/);
    const plain = await register(url, 'duz', { host: 'app:3000', origin: 'http://site.test', 'x-forwarded-proto': 'http' });
    expect(cookieOf(plain)).not.toMatch(/Secure/);
    await close();

    url = await start();
    const spoofed = await register(url, 'sahte', { host: 'localhost', origin: 'http://localhost', 'x-forwarded-proto': 'https' });
    expect(spoofed.status).toBe(201);
    expect(cookieOf(spoofed)).not.toMatch(/Secure/);
  });

  it('is set when PUBLIC_ORIGIN is https: browsers only reach such a site over HTTPS', async () => {
    const url = await start({ publicOrigin: 'https://site.example' });
    const res = await register(url, 'https', { host: 'app:3000', origin: 'https://site.example' });
    expect(res.status).toBe(201);
    expect(cookieOf(res)).toMatch(/; Secure/);
  });
});
