import type { Hono } from 'hono';
import { Readable } from 'node:stream';
import type { Deps } from '../core/deps.js';
import type { AppEnv } from './env.js';
import { apiNotFound } from './errors.js';

/** GET /uploads/<hash>.<ext>: content-addressed, so it can be cached for a year. */
export function mountBlobs(app: Hono<AppEnv>, deps: Deps) {
  app.get('/uploads/:key', async (c) => {
    const blob = await deps.blobs.open(c.req.param('key'));
    if (!blob) return apiNotFound(c);
    return new Response(Readable.toWeb(blob.stream) as ReadableStream, {
      headers: {
        'content-type': blob.contentType,
        'content-length': String(blob.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  });
}
