import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariantFormat as VariantFormat } from '@app/contracts/plain';
import type { BlobStore } from '../core/blob-store/blob-store.js';

const CONTENT_TYPE: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface Variant {
  body: Buffer;
  contentType: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Resized, modern-format copies of stored images, made on first request with sharp and kept on
 * disk beside the uploads (derived data: deleting the folder only costs re-encoding). Never wider
 * than the original; concurrent requests for the same variant share one encoding.
 */
export function createImageVariants(blobs: BlobStore, dir = path.join(path.dirname(blobs.tempDir), '.variants')) {
  const pending = new Map<string, Promise<Variant | null>>();

  async function make(key: string, width: number, format: VariantFormat, file: string): Promise<Variant | null> {
    const blob = await blobs.open(key);
    if (!blob) return null;
    const source = await readAll(blob.stream);
    // `animated: true` keeps every frame of a GIF; the rest are single frames either way.
    const pipeline = sharp(source, { animated: true, limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const body = await (
      format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 75 })
    ).toBuffer();
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${randomUUID()}`);
    await writeFile(temp, body);
    await rename(temp, file);
    return { body, contentType: CONTENT_TYPE[format] };
  }

  return {
    /** The variant, or null when the image does not exist. Throws when the stored bytes cannot be decoded. */
    async get(key: string, width: number, format: VariantFormat): Promise<Variant | null> {
      const name = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}-${width}.${format}`;
      const file = path.join(dir, name);
      const cached = await readFile(file).catch(() => null);
      if (cached) return { body: cached, contentType: CONTENT_TYPE[format] };
      let job = pending.get(name);
      if (!job) {
        job = make(key, width, format, file).finally(() => pending.delete(name));
        pending.set(name, job);
      }
      return job;
    },
  };
}
