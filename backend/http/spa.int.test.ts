import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BANNER_IMAGE } from '@app/contracts/plain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerPreloadLink } from '../projections/banners/page-preload.js';
import { FRONTEND_DIST } from '../server.js';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { PNG_DATA_URL, UPLOAD_URL } from '../test-support/images.js';
import { loginStaff } from '../test-support/staff.js';
import type { AppEnv } from './app-env.js';
import { SECURITY_HEADERS } from './security-headers.js';
import { mountSpa } from './spa.js';
import { negotiateEncoding } from './static-files.js';

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('negotiateEncoding', () => {
  it('prefers brotli, honours weights, refusals and the wildcard', () => {
    const both = ['br', 'gzip'] as const;
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(negotiateEncoding('identity', both)).toBeNull();
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('the built SPA, served compressed', () => {
  let h: Harness;
  let dist: string;
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  const html = `<!doctype html><html lang="tr"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  const pageHtml = {
    'market.html': html.replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/market-1.js"><link rel="preload" as="fetch" href="/api/rewards/active"></head>',
    ),
    'market.search.html': html.replace('</head>', '<link rel="modulepreload" href="/assets/market-1.js"></head>'),
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const [name, text] of [
      ['index.html', html],
      ['assets/app-abc123.js', script],
    ] as const) {
      writeFileSync(path.join(dist, name), text);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, '.build-complete'), new Date().toISOString());
    mkdirSync(path.join(dist, 'first-load'));
    for (const [name, text] of Object.entries(pageHtml)) {
      writeFileSync(path.join(dist, 'first-load', name), text);
      writeFileSync(path.join(dist, 'first-load', `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, 'first-load', `${name}.gz`), gzipSync(text));
    }
    const manifest = { '/market': { html: '/first-load/market.html', withSearch: '/first-load/market.search.html' } };
    writeFileSync(path.join(dist, 'first-load', 'pages.json'), JSON.stringify(manifest));
    h = await createHarness({ staticDir: dist });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => h.request('GET', url, { headers });

  it('sends a hashed asset as brotli, gzip or as is by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const identity = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(identity)).toString()).toBe(script);
    expect(identity.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
  });

  it('sends index.html compressed for every client-side route, revalidated, 304 on a matching ETag', async () => {
    for (const route of ['/', '/etkinlikler', '/admin/etkinlikler/abc/katilimcilar']) {
      const res = await get(route, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html);
    }
    const first = await get('/market');
    const again = await get('/market', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Prepared at start with every header, the security ones too (no middleware adds them per request).
    for (const res of [first, again]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    }
  });

  it('answers a path that is none of the SPA pages, or a hunt, draw or event nobody has, with the page and a 404, not indexed', async () => {
    for (const route of [
      '/yok-boyle-bir-sayfa',
      '/market/x',
      '/admin/yok',
      '/etkinlikler/abc/def',
      '/etkinlikler/yok-boyle-bir-id',
      '/cekilisler/abc/',
      '/bonus-avlari/yok',
    ]) {
      const res = await get(route, { 'accept-encoding': 'br' });
      expect(res.status, route).toBe(404);
      expect(res.headers.get('x-robots-tag'), route).toBe('noindex');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html);
      // Never a 304: a revalidating browser or crawler still learns the page is not there.
      const again = await get(route, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(404);
    }
    // Staff pages look nothing up: the page itself says what is missing.
    for (const route of ['/', '/admin/etkinlikler/x/katilimcilar']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('x-robots-tag'), route).toBeNull();
    }
  });

  it('sends a page the build wrote its own HTML for that HTML (its code and data named for the preload scanner), without its data for a query string', async () => {
    const page = await get('/market', { 'accept-encoding': 'gzip, br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(page)).toString()).toBe(pageHtml['market.html']);
    const searched = await get('/market?sayfa=2', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytes(searched)).toString()).toBe(pageHtml['market.search.html']);
    // Each copy its own ETag: a browser revalidating one never gets a 304 for the other.
    const etag = page.headers.get('etag')!;
    expect(searched.headers.get('etag')).not.toBe(etag);
    expect((await get('/market', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/market?sayfa=2', { 'if-none-match': etag })).status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(page.headers.get(name), name).toBe(value);
    // Only its own path: below it, and for every other route, index.html.
    const below = await get('/market/x', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(await bytes(below)).toString()).toBe(html);
    // The copies and their manifest are the server's, not URLs of the site.
    for (const file of ['/first-load/market.html', '/first-load/pages.json']) expect((await get(file)).status).toBe(404);
  });

  it('answers a missing asset 404 (a stale chunk must not get the page), files without variants as is', async () => {
    const gone = await get('/assets/gone-123.js', { 'accept-encoding': 'br' });
    const posted = await h.request('POST', '/market');
    for (const res of [gone, posted]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy']);
    }
    // A browser or crawler asking for a file the build does not have gets a 404, not the page.
    for (const file of ['/favicon.ico', '/robots.txt', '/apple-touch-icon.png']) {
      const res = await get(file);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('text/html');
    }
    // The build's own bookkeeping is no file of the site: that path is a page like any unknown one.
    const marker = await get('/.build-complete');
    expect(marker.headers.get('content-type')).toContain('text/html');
    const svg = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(svg.headers.get('content-encoding')).toBeNull();
    expect(svg.headers.get('vary')).toBeNull();
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('leaves the API to its own routes', async () => {
    const res = await get('/api/nope', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

/** A build of one page: index.html and its precompressed copies. */
function tinyDist(html: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  return dir;
}

describe("the home page's HTML names its first banner picture", () => {
  const html =
    '<!doctype html><html lang="tr">\n  <head>\n    <script type="module" src="/assets/app.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = tinyDist(html);
    h = await createHarness({ staticDir: dist });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => h.request('GET', url, { headers });

  it('as a preload with the srcset and sizes the slider gives it, made again when the banners change, and only for uploads', async () => {
    const bare = await get('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(await bytes(bare)).toString()).toBe(html); // no banner, no link
    const staff = await loginStaff(h);
    const created = await h.request('POST', '/api/banners', {
      cookie: staff,
      body: { imageUrl: PNG_DATA_URL, title: 'Vitrin', sortOrder: 1 },
    });
    expect(created.status).toBe(201);
    const { imageUrl } = await json(created);
    expect(imageUrl).toMatch(UPLOAD_URL);

    const link = bannerPreloadLink(imageUrl);
    expect(link).toBe(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${[
        64, 128, 256, 384, 640, 960, 1280, 1920,
      ]
        .map((w) => `${imageUrl}?w=${w}&amp;f=avif ${w}w`)
        .join(', ')}" imagesizes="${BANNER_IMAGE.sizes}">`,
    );
    const withLink = html.replace('</head>', `  ${link}\n  </head>`);
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(withLink);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytes(gz)).toString()).toBe(withLink);
    expect(await (await get('/')).text()).toBe(withLink);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(br.headers.get(name), name).toBe(value);
    // A new page, a new ETag: a browser holding the old one gets the new page, then a 304.
    const etag = br.headers.get('etag')!;
    expect(etag).not.toBe(bare.headers.get('etag'));
    expect((await get('/', { 'if-none-match': bare.headers.get('etag')! })).status).toBe(200);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    // Only the home page shows the slider.
    expect(await (await get('/etkinlikler')).text()).toBe(html);

    // An external picture put first: the page shows it as it is, so the HTML names nothing.
    const external = await h.request('POST', '/api/banners', {
      cookie: staff,
      body: { imageUrl: 'https://cdn.ornek.test/vitrin.png', sortOrder: 0 },
    });
    expect(external.status).toBe(201);
    const after = await get('/');
    expect(await after.text()).toBe(html);
    expect(after.headers.get('etag')).toBe(bare.headers.get('etag'));
  });
});

describe('a page whose links cannot be had', () => {
  it('comes at once without them when they fail, within a quarter second when they hang', async () => {
    const html = '<!doctype html><html><head></head><body></body></html>';
    const dist = tinyDist(html);
    const app = new Hono<AppEnv>();
    mountSpa(app, dist, {
      headLinks: { '/': () => Promise.reject(new Error('okunamadı')), '/market': () => new Promise<string>(() => {}) },
    });
    try {
      const failed = await app.request('/');
      expect(failed.status).toBe(200);
      expect(await failed.text()).toBe(html);
      const started = performance.now();
      const slow = await app.request('/market');
      expect(slow.status).toBe(200);
      expect(await slow.text()).toBe(html);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("a hunt's, draw's or event's page", () => {
  it('carries its own <title> and og tags in the HTML (share previews), escaped', async () => {
    const dist = tinyDist('<!doctype html><html><head><title>Güvenilir Siteler</title></head><body></body></html>');
    const h = await createHarness({ staticDir: dist });
    try {
      const staff = await loginStaff(h);
      const res = await h.request('POST', '/api/admin/hunts', {
        cookie: staff,
        body: { title: 'Cuma <Gecesi> Avı', description: 'Büyük "final" gecesi', startCost: 1000, entryFee: 0 },
      });
      const hunt = await json(res);
      const page = await h.request('GET', `/bonus-avlari/${hunt.id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Bonus Avı · Cuma &lt;Gecesi&gt; Avı · Güvenilir Siteler</title>');
      expect(html).toContain('<meta property="og:title" content="Bonus Avı · Cuma &lt;Gecesi&gt; Avı · Güvenilir Siteler" />');
      expect(html).toContain('<meta property="og:description" content="Büyük &quot;final&quot; gecesi" />');
    } finally {
      await h.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a page whose viewport a setting chooses (the home page under homeViewport)', () => {
  it("gets that viewport meta in place of the build's, and the build's own when the setting names none", async () => {
    const html =
      '<!doctype html><html><head><meta name="viewport" content="width=1280, user-scalable=no" /></head><body></body></html>';
    const dist = tinyDist(html);
    let chosen = 'width=device-width, initial-scale=1';
    const app = new Hono<AppEnv>();
    mountSpa(app, dist, { viewports: { '/': () => Promise.resolve(chosen) } });
    try {
      const device = await (await app.request('/')).text();
      expect(device).toBe(html.replace('width=1280, user-scalable=no', 'width=device-width, initial-scale=1'));
      chosen = '';
      expect(await (await app.request('/')).text()).toBe(html);
      // Other pages never ask.
      expect(await (await app.request('/market')).text()).toBe(html);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('without a build (frontend/dist missing)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ staticDir: path.join(tmpdir(), 'no-such-dist') });
  });
  afterAll(() => h.close());

  it('pages say plainly, in Turkish and English, that the front end is not built and how to build it', async () => {
    for (const route of ['/', '/market', '/admin']) {
      const res = await h.request('GET', route);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      expect(page).toContain('Ön yüz henüz derlenmedi');
      expect(page).toContain('The front end is not built');
      expect(page).toContain('npm run build');
    }
  });

  it('files are 404 and the API still answers JSON', async () => {
    expect((await h.request('GET', '/favicon.ico')).status).toBe(404);
    expect((await h.request('GET', '/assets/index-abc.js')).status).toBe(404);
    const settings = await h.request('GET', '/api/site-settings');
    expect(settings.status).toBe(200);
    expect(settings.headers.get('content-type')).toContain('application/json');
  });
});

describe('the real build (npm run build) is precompressed and negotiated', () => {
  let h: Harness;
  beforeAll(async () => {
    if (!existsSync(path.join(FRONTEND_DIST, 'index.html')))
      throw new Error('frontend/dist is missing: run `npm run build` first');
    h = await createHarness({ staticDir: FRONTEND_DIST });
  });
  afterAll(() => h.close());

  it("records the first page's JavaScript as it was written: the gzipped bytes of index.html's scripts, within the budget", () => {
    const html = readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    const record = JSON.parse(readFileSync(path.join(FRONTEND_DIST, '.initial-js.json'), 'utf8')) as {
      total: number;
      maxBytes: number;
      files: Record<string, number>;
    };
    const onDisk = Object.fromEntries(
      scripts.map((file) => [file, gzipSync(readFileSync(path.join(FRONTEND_DIST, file)), { level: 9 }).length]),
    );
    expect(record.files).toEqual(onDisk);
    expect(record.total).toBe(Object.values(onDisk).reduce((a, b) => a + b, 0));
    expect(record.total).toBeLessThanOrEqual(record.maxBytes);
  });

  it("serves index.html's own scripts and styles as br, gzip and identity with the same bytes", async () => {
    const html = readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const raw = readFileSync(path.join(FRONTEND_DIST, asset));
      const br = await h.request('GET', asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toContain('immutable');
      const brBody = await bytes(br);
      expect(brBody.length).toBeLessThan(raw.length / 2);
      expect(brotliDecompressSync(brBody).equals(raw)).toBe(true);
      const gz = await h.request('GET', asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(await bytes(gz)).equals(raw)).toBe(true);
      const plain = await h.request('GET', asset);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await bytes(plain)).equals(raw)).toBe(true);
    }
    const page = await h.request('GET', '/etkinlikler/abc', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(page)).toString()).toBe(html);
  });

  it("sends each measured page its own HTML: index.html plus its route chunks and its loaders' answers as preload links", async () => {
    const manifest = JSON.parse(readFileSync(path.join(FRONTEND_DIST, 'first-load/pages.json'), 'utf8')) as Record<
      string,
      { html: string }
    >;
    expect(Object.keys(manifest).sort()).toEqual(['/', '/etkinlikler', '/lider-tablosu', '/market']);
    const index = readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8');
    const res = await h.request('GET', '/market', { headers: { 'accept-encoding': 'br' } });
    const page = brotliDecompressSync(await bytes(res)).toString();
    expect(page).toBe(readFileSync(path.join(FRONTEND_DIST, manifest['/market']!.html), 'utf8'));
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/rewards/active">');
    expect(page).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/market-[\w-]+\.js">/);
    // Every chunk it names is one the server has.
    for (const [, chunk] of page.matchAll(/rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g))
      expect((await h.request('GET', chunk!)).status).toBe(200);
    // The answers every page needs are in index.html itself; the home page arrives laid out 1280 px wide (spec §2).
    expect(index).toContain('href="/api/site-settings"');
    const home = await h.request('GET', '/');
    expect(await home.text()).toContain('<meta name="viewport" content="width=1280, user-scalable=no"');
  });
});
