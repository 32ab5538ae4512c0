import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInlineImage } from '../core/blob-store/images.js';
import { createHarness, type Harness } from '../test-support/harness.js';

describe('uploaded images in modern formats at the sizes shown', () => {
  let h: Harness;
  let url: string;

  beforeAll(async () => {
    h = await createHarness();
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    url = String(await storeInlineImage(h.deps.blobs, `data:image/png;base64,${png.toString('base64')}`));
  });
  afterAll(() => h.close());

  const get = (query: string) => h.request('GET', `${url}${query}`);
  const meta = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it('serves WebP and AVIF at a width of the ladder, cached for a year', async () => {
    const webp = await get('?w=256&f=webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await meta(webp)).toMatchObject({ format: 'webp', width: 256, height: 128 });

    const avif = await get('?w=640&f=avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(await meta(avif)).toMatchObject({ format: 'heif', width: 640, height: 320 });
  });

  it('never enlarges, and the original stays available as uploaded', async () => {
    expect(await meta(await get('?w=1920&f=webp'))).toMatchObject({ width: 800 });
    const original = await get('');
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(await meta(original)).toMatchObject({ format: 'png', width: 800 });
  });

  it('encodes a variant once, also under concurrent requests, and keeps it on disk', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('?w=384&f=webp')));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    const kept = readdirSync(path.join(h.dir, 'uploads', '.variants')).filter((f) => f.endsWith('-384.webp'));
    expect(kept).toHaveLength(1);
  });

  it('refuses widths off the ladder, unknown formats and missing images in Turkish', async () => {
    const odd = await get('?w=500&f=webp');
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toMatch(/^Geçersiz genişlik/);
    const format = await get('?w=256&f=gif');
    expect(format.status).toBe(400);
    expect((await format.json()).message).toMatch(/^Geçersiz biçim/);
    expect((await get('?w=256')).status).toBe(400);
    const missing = await h.request('GET', `/uploads/${'0'.repeat(64)}.png?w=256&f=webp`);
    expect(missing.status).toBe(404);
  });
});
