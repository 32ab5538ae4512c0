import { ErrorCode } from '@app/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from './errors.js';

/** Every JSON request the site makes fits in a few KB; 64 KB leaves room and little for abuse. */
export const SMALL_BODY_LIMIT = 64 * 1024;
/** Staff forms may still send an image inline as a `data:` URL (the server stores it as a blob). */
export const INLINE_IMAGE_BODY_LIMIT = 16 * 1024 * 1024;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/**
 * 413, and `Connection: close`: the unread rest of the body is still on its way, so the connection
 * cannot carry another request; a keep-alive client opens a new one instead of failing on this one.
 */
function tooLarge(c: Context, max: number) {
  c.header('Connection', 'close');
  return jsonError(c, 413, { message: `İstek gövdesi çok büyük (en fazla ${sizeText(max)}).`, code: ErrorCode.tooLarge });
}

/** The whole body if it stays within `max` bytes, else null (it is never held beyond `max`). */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<ArrayBuffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      const whole = new Uint8Array(size);
      chunks.reduce((at, chunk) => (whole.set(chunk, at), at + chunk.length), 0);
      return whole.buffer;
    }
    size += value.length;
    if (size > max) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * Bounds request bodies: `limitOf(c)` bytes, or null for a route that streams its own (uploads).
 * A declared Content-Length over the limit is refused before a byte is read; within it, the route
 * reads the body itself (@hono/node-server reads exactly those bytes from the socket, without a web
 * Request, and drains whatever a route leaves unread, so a keep-alive connection stays in step).
 * A chunked body, whose size nobody declared, is counted here as it arrives.
 */
export const limitBody =
  (limitOf: (c: Context) => number | null): MiddlewareHandler =>
  async (c, next) => {
    // GET and HEAD carry no body. Asked first: on @hono/node-server, reading `body` builds a whole
    // undici Request, which a public GET has no use for.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const max = limitOf(c);
    if (max === null) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) return Number(declared) > max ? tooLarge(c, max) : next();
    const body = c.req.raw.body;
    if (!body) return next();
    let bytes: ArrayBuffer | null;
    try {
      bytes = await readAtMost(body, max);
    } catch {
      return jsonError(c, 400, { message: 'İstek gövdesi okunamadı.', code: ErrorCode.validation });
    }
    if (!bytes) return tooLarge(c, max);
    // Hono's body readers (json, text, the validator) answer from this cache. A new Request
    // wrapping the bytes would do too, but each one leaves ~1.5 KB behind in undici (measured).
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache.arrayBuffer = Promise.resolve(bytes);
    cache.text = Promise.resolve(new TextDecoder().decode(bytes));
    await next();
  };
