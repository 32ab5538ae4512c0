import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type HarnessOptions } from '../test-support/harness.js';

/** Issue 38, item 9: HSTS only over HTTPS; one framing policy, the overlays (OBS loads them directly) included. */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const start = async (app: HarnessOptions['app'] = {}) => {
  h = await createHarness({ app });
  return h.listen();
};
const hsts = (res: Response) => res.headers.get('strict-transport-security');

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const url = await start();
    for (const path of ['/api/site-settings', '/api/cards', '/', '/overlay/lider-tablosu']) {
      expect(hsts(await fetch(`${url}${path}`)), path).toBeNull();
      expect(hsts(await fetch(`${url}${path}`, { headers: { 'x-forwarded-proto': 'https' } })), path).toBeNull();
    }
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const url = await start({ trustProxy: ['loopback'], publicOrigin: 'https://site.example' });
    for (const path of ['/api/site-settings', '/api/cards', '/']) {
      const res = await fetch(`${url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(hsts(res), path).toMatch(/^max-age=15552000; includeSubDomains$/);
      expect(hsts(await fetch(`${url}${path}`, { headers: { 'x-forwarded-proto': 'http' } })), path).toBeNull();
    }
  });
});

describe('framing', () => {
  it('X-Frame-Options and CSP frame-ancestors agree everywhere: nobody frames the site, the overlays included', async () => {
    const url = await start();
    for (const path of ['/', '/overlay/lider-tablosu', '/overlay/cekilis/abc', '/api/site-settings', '/nothing-here']) {
      const res = await fetch(`${url}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});
