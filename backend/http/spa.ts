import { isSpaPage } from '@app/contracts/plain';
import type { Context, Hono } from 'hono';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AppEnv } from './app-env.js';
import { compressSync } from './compression.js';
import { requestHeader } from './proxy.js';
import { SECURITY_HEADERS, sealed } from './security-headers.js';
import { FRONTEND_MISSING_PAGE } from './frontend-missing.js';
import { type Encoding, loadStaticFiles, negotiateEncoding, type StaticFile } from './static-files.js';

/** Hashed names never change content: a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon, theme script): always revalidated, answered 304 by ETag. */
const REVALIDATE = 'no-cache';

interface Prepared {
  file: StaticFile;
  available: Encoding[];
  /** Per coding, the body and every header of the answer, made at start: serving one touches no header. */
  answers: Map<Encoding | 'identity', { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>;
  notModified: Record<string, string>;
}

/** A view, not a copy: the same bytes go out on every request. */
const view = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);

function prepare(file: StaticFile, cacheControl: string, extra: Record<string, string> = {}): Prepared {
  const available = Object.keys(file.variants) as Encoding[];
  const notModified: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...extra,
    'cache-control': cacheControl,
    etag: file.etag,
  };
  // Every answer for a file with variants depends on Accept-Encoding, the uncompressed one too.
  if (available.length) notModified.vary = 'Accept-Encoding';
  const answers: Prepared['answers'] = new Map();
  for (const coding of ['identity', ...available] as const) {
    const body = coding === 'identity' ? file.body : file.variants[coding]!;
    const headers = { ...notModified, 'content-type': file.type, 'content-length': String(body.length) };
    answers.set(coding, {
      body: view(body),
      headers: coding === 'identity' ? headers : { ...headers, 'content-encoding': coding },
    });
  }
  return { file, available, answers, notModified };
}

const NOT_FOUND_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' };
/** Outside the API, a path that names nothing (a stale chunk, a POST to a page): a plain 404. */
export const notFoundText = () => sealed(new Response('Bulunamadı', { status: 404, headers: NOT_FOUND_HEADERS }));

const MISSING_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
/** No build at all: a page that says so, never cached (the next request after a build must get the site). */
const frontendMissing = () => sealed(new Response(FRONTEND_MISSING_PAGE, { status: 503, headers: MISSING_HEADERS }));

function send(c: Context<AppEnv>, p: Prepared, status: 200 | 404 = 200) {
  // A 404 is never answered 304: the status, not the page, is what a crawler or a link checker reads.
  if (status === 200 && requestHeader(c, 'if-none-match') === p.file.etag)
    return sealed(new Response(null, { status: 304, headers: p.notModified }));
  const encoding = p.available.length ? negotiateEncoding(requestHeader(c, 'accept-encoding'), p.available) : null;
  const answer = p.answers.get(encoding ?? 'identity')!;
  return sealed(new Response(answer.body, { status, headers: answer.headers }));
}

/** An address no page serves: the SPA (it shows its not-found page) with a 404, kept out of search engines. */
const NOT_A_PAGE = { 'x-robots-tag': 'noindex' };

/**
 * A request for a file rather than a page: anything under /assets/, or a last segment with an
 * extension (/favicon.ico, /robots.txt). The SPA's routes never end in one.
 */
const namesAFile = (urlPath: string) => urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(urlPath);

/** The build's per-page copies of index.html (frontend/build/first-load-plan.ts), never served by their own path. */
const FIRST_LOAD_DIR = '/first-load/';
const FIRST_LOAD_MANIFEST = '/first-load/pages.json';

interface PageHtml {
  html: Prepared;
  withSearch: Prepared;
}

/**
 * The public pages' own HTML, by URL path: each names its route chunks and the API answers its
 * loaders ask for in <link> tags, so the browser fetches them with the page. Without a manifest
 * (an older build) every page gets index.html.
 */
function pageHtml(built: Map<string, StaticFile>): Map<string, PageHtml> {
  const pages = new Map<string, PageHtml>();
  const manifest = built.get(FIRST_LOAD_MANIFEST);
  if (!manifest) return pages;
  const entries = JSON.parse(manifest.body.toString('utf8')) as Record<string, { html: string; withSearch: string }>;
  const file = (urlPath: string) => {
    const found = built.get(urlPath);
    if (!found) throw new Error(`${FIRST_LOAD_MANIFEST} names ${urlPath}, which the build does not have`);
    return prepare(found, REVALIDATE);
  };
  for (const [path, page] of Object.entries(entries))
    pages.set(path, { html: file(page.html), withSearch: file(page.withSearch) });
  return pages;
}

export interface SpaOptions {
  /**
   * Per page path, links its HTML gets from the read models when it is asked for (the home page's first
   * banner picture: backend/projections/banners/page-preload.ts); '' adds none. Each is expected to
   * keep its own answer until its read model moves: the page waits for it.
   */
  headLinks?: Record<string, () => Promise<string>>;
  /**
   * Per page path, a viewport meta that replaces the build's ('' keeps it): the home page's under
   * the homeViewport setting (backend/projections/settings/site-settings.ts). Waited for as the links are.
   */
  viewports?: Record<string, () => Promise<string>>;
  /**
   * Per path prefix of a page of one object (`/bonus-avlari/`), its title and share preview by id, or
   * null for an id nothing public has: that page is the not-found page with a 404, like any unknown path.
   */
  details?: Record<string, (id: string) => Promise<PageMeta | null>>;
}

export interface PageMeta {
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The <title> and the og tags of an object's page. */
const metaTags = ({ title, description }: PageMeta) =>
  [
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
const withTitle = (html: string, title: string) =>
  !title ? html : html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);

/** `/bonus-avlari/abc` → ['/bonus-avlari/', 'abc'] when the prefix is one of `prefixes`. */
function detailOf(urlPath: string, prefixes: string[]): [string, string] | undefined {
  const prefix = prefixes.find((p) => urlPath.startsWith(p));
  if (!prefix) return undefined;
  const id = urlPath.slice(prefix.length).replace(/\/$/, '');
  return id && !id.includes('/') ? [prefix, decodeURIComponent(id)] : undefined;
}

/** A page never waits longer than this for its links (a read model that does not answer): it goes without. */
const HEAD_LINKS_WAIT_MS = 250;

/** Appended last in <head>, after the build's own links (the entry script and stylesheet keep the first places). */
const beforeHeadEnd = (html: string, links: string) => html.replace('</head>', `  ${links}\n  </head>`);

const VIEWPORT_META = /<meta name="viewport" content="[^"]*"/;
const withViewport = (html: string, viewport: string) =>
  viewport ? html.replace(VIEWPORT_META, `<meta name="viewport" content="${viewport}"`) : html;

/**
 * A page's HTML with the links its read models name, compressed once per distinct set of links (they
 * change with a staff edit, not per request). The ETag is the bytes' hash: a browser's 304 holds for
 * as long as the links do.
 */
function linkedPages() {
  const made = new Map<string, Prepared>();
  return (base: Prepared, links: string, viewport = '', title = ''): Prepared => {
    if (!links && !viewport && !title) return base;
    const key = `${base.file.etag}\n${links}\n${viewport}\n${title}`;
    let page = made.get(key);
    if (page) return page;
    const html = withTitle(withViewport(base.file.body.toString('utf8'), viewport), title);
    const body = Buffer.from(links ? beforeHeadEnd(html, links) : html);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    page = prepare(
      { body, type: base.file.type, etag, variants: { br: compressSync(body, 'br'), gzip: compressSync(body, 'gzip') } },
      REVALIDATE,
    );
    if (made.size >= 64) made.clear(); // past versions of a few pages and the objects' pages: never kept long
    made.set(key, page);
    return page;
  };
}

/** The page's links, or none when they fail or take too long: the page itself must always come. */
async function linksOf(source: () => Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(resolve, HEAD_LINKS_WAIT_MS, '')));
  try {
    return await Promise.race([source(), late]);
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The built SPA from memory, compressed as the build left it (brotli or gzip by Accept-Encoding).
 * A missing file is a 404, not the page: a stale chunk must fail as a script, and a browser asking
 * for /favicon.ico must not get HTML. A GET for one of the SPA's pages (SPA_ROUTES in contracts) gets
 * its page's own HTML where the build wrote one, else index.html; any other path gets index.html with
 * a 404 (the SPA shows its not-found page); without a build, a page that says the front end
 * is not built and how to build it.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string, options: SpaOptions = {}) {
  const files = new Map<string, Prepared>();
  const built = existsSync(dir) ? loadStaticFiles(dir) : new Map<string, StaticFile>();
  for (const [urlPath, file] of built) {
    if (urlPath.startsWith(FIRST_LOAD_DIR)) continue;
    files.set(urlPath, prepare(file, urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE));
  }
  const index = files.get('/index.html');
  const indexFile = built.get('/index.html');
  const notAPage = indexFile && prepare(indexFile, REVALIDATE, NOT_A_PAGE);
  const pages = pageHtml(built);
  const linked = linkedPages();
  // Hono answers HEAD with the GET handler, body dropped.
  app.get('*', (c): Response | Promise<Response> => {
    const urlPath = c.req.path;
    const file = files.get(urlPath);
    if (file) return send(c, file);
    if (namesAFile(urlPath)) return notFoundText();
    if (!index) return frontendMissing();
    if (!isSpaPage(urlPath)) return send(c, notAPage!, 404);
    const page = pages.get(urlPath);
    const html = !page ? index : c.req.url.includes('?') ? page.withSearch : page.html;
    const detail = options.details && detailOf(urlPath, Object.keys(options.details));
    if (detail)
      return options.details![detail[0]]!(detail[1]).then(
        (meta) => (meta ? send(c, linked(html, metaTags(meta), '', meta.title)) : send(c, notAPage!, 404)),
        // A read model that fails must not take the page with it: it comes without its preview.
        () => send(c, html),
      );
    const links = options.headLinks?.[urlPath];
    const viewport = options.viewports?.[urlPath];
    if (!links && !viewport) return send(c, html);
    return Promise.all([links ? linksOf(links) : '', viewport ? linksOf(viewport) : '']).then(([found, meta]) =>
      send(c, linked(html, found, meta)),
    );
  });
}
