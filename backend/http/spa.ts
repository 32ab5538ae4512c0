import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.js';
import { type Encoding, loadStaticFiles, negotiateEncoding, type StaticFile } from './static-files.js';

/** Hashed names never change content: a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon, theme script): always revalidated, answered 304 by ETag. */
const REVALIDATE = 'no-cache';

function send(c: Context<AppEnv>, file: StaticFile, cacheControl: string) {
  const available = Object.keys(file.variants) as Encoding[];
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
  };
  // Every answer for a file with variants depends on Accept-Encoding, the uncompressed one too.
  if (available.length) headers.Vary = 'Accept-Encoding';
  if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
  const body = encoding ? file.variants[encoding]! : file.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  // A view, not a copy: the same bytes go out on every request.
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
}

/**
 * The built SPA from memory, compressed as the build left it (brotli or gzip by Accept-Encoding).
 * A missing /assets/ file is a 404, not the page: a stale chunk must fail as a script, not as HTML.
 * Every other GET that names no file is a client-side route and gets index.html.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string) {
  const files = loadStaticFiles(dir);
  const index = files.get('/index.html');
  // Hono answers HEAD with the GET handler, body dropped.
  app.get('*', (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (c.req.path.startsWith('/assets/') || !index) return c.text('Bulunamadı', 404);
    return send(c, index, REVALIDATE);
  });
}
