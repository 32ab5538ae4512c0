import type { Context, Hono } from 'hono';
import { Readable } from 'node:stream';
import type { Deps } from '../core/deps.js';
import type { AppEnv } from './app-env.js';
import { apiNotFound, jsonError } from './errors.js';
// The ladder and formats are the contracts': pages build their srcsets from the same lists.
import {
  IMAGE_VARIANT_FORMATS as VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS as VARIANT_WIDTHS,
  type ImageVariantFormat as VariantFormat,
} from '@app/contracts/plain';
import { createImageVariants } from './image-variants.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BLOB_HEADERS = {
  'cache-control': IMMUTABLE,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

const widthList = VARIANT_WIDTHS.join(', ');

/** `?w=&f=`: both or neither; the width from the ladder, the format avif or webp. */
function variantQuery(c: Context<AppEnv>): { width: number; format: VariantFormat } | null | string {
  const w = c.req.query('w');
  const f = c.req.query('f');
  if (w === undefined && f === undefined) return null;
  const width = Number(w);
  if (!VARIANT_WIDTHS.includes(width as (typeof VARIANT_WIDTHS)[number]))
    return `Geçersiz genişlik. İzin verilenler: ${widthList}.`;
  if (!VARIANT_FORMATS.includes(f as VariantFormat)) return 'Geçersiz biçim. İzin verilenler: avif, webp.';
  return { width, format: f as VariantFormat };
}

/**
 * GET /uploads/<hash>.<ext>: content-addressed, so it can be cached for a year.
 * GET /uploads/<hash>.<ext>?w=640&f=avif: the same image at that width in AVIF or WebP, for
 * `srcset` (the format is in the URL, not negotiated, so every cache keys it correctly).
 */
export function mountBlobs(app: Hono<AppEnv>, deps: Deps) {
  const variants = createImageVariants(deps.blobs);
  app.get('/uploads/:key', async (c) => {
    const key = c.req.param('key');
    const query = variantQuery(c);
    if (typeof query === 'string') return jsonError(c, 400, { message: query, code: 'invalid_variant' });
    if (query) {
      const variant = await variants.get(key, query.width, query.format).catch(() => undefined);
      if (variant === undefined) return jsonError(c, 422, { message: 'Bu resim işlenemedi.', code: 'image_unreadable' });
      if (!variant) return apiNotFound(c);
      return c.body(new Uint8Array(variant.body.buffer as ArrayBuffer, variant.body.byteOffset, variant.body.length), 200, {
        ...BLOB_HEADERS,
        'content-type': variant.contentType,
        'content-length': String(variant.body.length),
      });
    }
    const blob = await deps.blobs.open(key);
    if (!blob) return apiNotFound(c);
    return new Response(Readable.toWeb(blob.stream) as ReadableStream, {
      headers: { ...BLOB_HEADERS, 'content-type': blob.contentType, 'content-length': String(blob.size) },
    });
  });
}
