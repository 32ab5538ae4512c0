import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harnessWithStaff } from '../test-support/staff.js';
import { type Harness, json, registerMember } from '../test-support/harness.js';
import { PNG_DATA_URL } from '../test-support/images.js';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers.js';

let h: Harness;
let staff: string;
beforeEach(async () => {
  ({ h, staff } = await harnessWithStaff());
  // 20 cards: the public list is ~4 KB, well over the 1 KB below which nothing is compressed.
  for (let i = 0; i < 20; i += 1) {
    const body = { title: `Site ${i}`, subtitle: 'Hoş geldin bonusu', link: `https://site${i}.example`, sortOrder: i };
    expect((await h.request('POST', '/api/cards', { cookie: staff, body })).status).toBe(201);
  }
});
afterEach(async () => h.close());

const get = (url: string, headers: Record<string, string> = {}, cookie?: string) => h.request('GET', url, { headers, cookie });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const decode = (body: Buffer, encoding: string | null) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('compression of ready answers', () => {
  it('follows Accept-Encoding: brotli, gzip or raw, always the same JSON, each coding with its own ETag', async () => {
    const raw = await get('/api/cards');
    const text = await raw.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('vary')).toBe('Accept-Encoding');
    const cases: [string, string | null][] = [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', null],
      ['deflate', null],
      ['*;q=0', null],
    ];
    const tags = new Map<string | null, string>();
    for (const [accept, expected] of cases) {
      const res = await get('/api/cards', { 'accept-encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      const body = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      if (expected) expect(body.length, accept).toBeLessThan(text.length / 2);
      expect(decode(body, expected), accept).toBe(text);
      tags.set(expected, res.headers.get('etag')!);
    }
    expect(new Set(tags.values()).size).toBe(3);
    expect(tags.get('br')).toBe(tags.get(null)!.replace(/"$/, '-br"'));
    // A client holding the gzip copy that now accepts brotli still revalidates: the bytes are the same.
    const revalidated = await get('/api/cards', { 'accept-encoding': 'br', 'if-none-match': tags.get('gzip')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(tags.get('br'));
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends a small answer raw whatever the client accepts', async () => {
    const res = await get('/api/ticket-settings', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect((await json(res)).ticketPrice).toBe(500);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await h.request('HEAD', '/api/cards', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toMatch(/-br"$/);
    expect((await bytes(res)).length).toBe(0);
  });
});

describe('answers made per request', () => {
  it('are compressed over 1 KB, never stored by a cache, and carry no ETag', async () => {
    const raw = await get('/api/cards/all', {}, staff);
    const text = await raw.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/api/cards/all', { 'accept-encoding': accept }, staff);
      expect(res.headers.get('content-encoding')).toBe(expected);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(decode(await bytes(res), expected)).toBe(text);
    }
  });

  it('text other than JSON too (the API reference), but not a file so large that compressing it per request costs more than it saves', async () => {
    const css = await get('/api/docs/swagger-ui.css', { 'accept-encoding': 'br' });
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('cache-control')).toBe('public, max-age=86400');
    const bundle = await get('/api/docs/swagger-ui-bundle.js', { 'accept-encoding': 'br' });
    expect(bundle.headers.get('content-encoding')).toBeNull();
    expect(bundle.headers.get('vary')).toBeNull();
    expect((await bytes(bundle)).length).toBeGreaterThan(256 * 1024);
  });

  it("/api/auth/user is each member's own, small, raw and never stored", async () => {
    const ayse = await registerMember(h, 'ayse');
    const burak = await registerMember(h, 'burak');
    for (const [who, m] of [
      ['ayse', ayse],
      ['burak', burak],
    ] as const) {
      const res = await get('/api/auth/user', { 'accept-encoding': 'br' }, m.cookie);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('content-encoding')).toBeNull();
      expect((await json(res)).username).toBe(who);
    }
    expect((await get('/api/auth/user')).status).toBe(401);
  });

  it('an error is JSON, raw when small, with the same security headers', async () => {
    const res = await get('/api/cards/all', { 'accept-encoding': 'br' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-encoding')).toBeNull();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });
});

describe('per-request work', () => {
  it('a ready answer never looks up a session, cookie or not; a per-request answer with a cookie does', async () => {
    const lookups = vi.spyOn(h.deps.read, 'collection');
    const sessionLookups = () => lookups.mock.calls.filter(([name]) => name === 'sessions').length;
    await get('/api/cards');
    await get('/api/leaderboard');
    await get('/api/cards', {}, staff);
    expect(sessionLookups()).toBe(0);
    // With a query string the request takes the API's full path (the leaderboard's period is validated there).
    expect((await get('/api/leaderboard?period=week', {}, staff)).status).toBe(200);
    expect(sessionLookups()).toBe(1);
    await get('/api/cards/all', {}, staff);
    expect(sessionLookups()).toBe(2);
  });

  it('ready answers and 304s carry the API security headers, written once; pages the document set; an uploaded file its own policy', async () => {
    const ok = await get('/api/cards');
    const notModified = await get('/api/cards', { 'if-none-match': ok.headers.get('etag')! });
    for (const res of [ok, notModified]) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('x-xss-protection')).toBeNull(); // document-only headers stay off JSON
    }
    expect(API_SECURITY_HEADERS['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(SECURITY_HEADERS['content-security-policy']).toMatch(/^default-src 'self'; img-src .*frame-ancestors 'none'/);
    const card = await h.request('POST', '/api/cards', {
      cookie: staff,
      body: { title: 'Logo', link: 'https://x.example', logoUrl: PNG_DATA_URL },
    });
    const url = (await json(card)).logoUrl as string;
    const blob = await get(url);
    expect(blob.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('over a real socket', () => {
  it('sends the compressed bytes of a ready answer and a 304, through @hono/node-server', async () => {
    const base = await h.listen();
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(base + path, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const plain = await raw('/api/cards', {});
    const br = await raw('/api/cards', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const again = await raw('/api/cards', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
