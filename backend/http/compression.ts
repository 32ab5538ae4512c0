import type { Context, MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { requestHeader } from './proxy.js';
import { isSealed } from './security-headers.js';
import { type Encoding, negotiateEncoding } from './static-files.js';

/** Below this a response goes raw: the headers and the CPU cost more than the bytes saved. */
export const COMPRESS_ABOVE = 1024;
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * Brotli's quality 11 costs ~100 ms even on a few KB (its large window); 5 compresses JSON within a few
 * percent of it in well under a millisecond, so it suits answers made at run time.
 */
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** A view of a Buffer's bytes that a Response takes as its body (no copy). */
export const bodyOf = (bytes: Uint8Array) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);

export const compressSync = (body: Uint8Array, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, { level: 6 });

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
/** On the thread pool: a large answer compressed for one request does not hold up the others. */
const compressAsync = (body: Uint8Array, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: 6 });

/** The coding to send for this request, or null for the raw bytes (RFC 9110 §12.5.3, see static-files.ts). */
export const encodingFor = (c: Context) => negotiateEncoding(requestHeader(c, 'accept-encoding'), ENCODINGS);

/**
 * Above this an answer made per request goes raw: compressing it would cost tens of milliseconds of CPU
 * on every request, which anyone could ask for in a loop (the API reference's 1.7 MB script bundle).
 * Files that large belong precompressed at start, as the SPA's are.
 */
const COMPRESS_UP_TO = 256 * 1024;

/** Text worth compressing; text/csv is left out on purpose: exports stream, and reading one whole here would undo that. */
const TEXT_TYPE = /^(?:application\/(?:json|javascript)|text\/(?:javascript|css|html|plain))\b/i;

/**
 * API answers made per request (member and staff JSON, the API reference's page and scripts) compressed
 * when over 1 KB and the client accepts brotli or gzip. Ready answers (http/ready-answer.ts) are sealed
 * with their own compressed bytes and pass through untouched, as do CSV exports and HEAD.
 */
export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (isSealed(res) || c.req.method === 'HEAD' || !requestHeader(c, 'accept-encoding')) return;
  if (!res.body || res.headers.has('content-encoding') || !TEXT_TYPE.test(res.headers.get('content-type') ?? '')) return;
  const worth = (size: number) => size > COMPRESS_ABOVE && size <= COMPRESS_UP_TO;
  const declared = res.headers.get('content-length');
  if (declared !== null && !worth(Number(declared))) return;
  const raw = new Uint8Array(await res.arrayBuffer());
  const encoding = worth(raw.length) ? encodingFor(c) : null;
  // Hono merges the old response's headers into a new one, so they are changed after it is set.
  c.res = new Response(encoding ? bodyOf(await compressAsync(raw, encoding)) : raw, res);
  if (worth(raw.length)) c.res.headers.append('vary', 'Accept-Encoding');
  if (encoding) {
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
  }
};
