import Busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../errors.js';
import { type BlobStore, IMAGE_TYPES } from './blob-store.js';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const ONLY_IMAGES = 'Sadece resim dosyaları yüklenebilir';
export const TOO_LARGE = 'Dosya boyutu maksimum 100MB olmalıdır';
const SNIFF_BYTES = 4100;

export const blobUrl = (key: string) => `/uploads/${key}`;

/** Judges a file by its first bytes, never by its name or declared type. */
async function imageExtension(head: Uint8Array): Promise<string> {
  const type = await fileTypeFromBuffer(head);
  if (!type || !(type.ext in IMAGE_TYPES)) throw new DomainError('not_an_image', ONLY_IMAGES);
  return type.ext;
}

async function keep(blobs: BlobStore, tempPath: string, hash: string, head: Uint8Array, size: number) {
  try {
    const ext = await imageExtension(head);
    const key = `${hash}.${ext}`;
    await blobs.putFile(tempPath, { key, contentType: IMAGE_TYPES[ext]!, size });
    return blobUrl(key);
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
}

type Spooled = { hash: string; head: Uint8Array; size: number };

/** Writes one file part to `tempPath`, hashing it and keeping its first bytes; past the limit, a 413. */
function spool(stream: Readable, tempPath: string) {
  return new Promise<Spooled>((done, fail) => {
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const out = createWriteStream(tempPath);
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      if (size < SNIFF_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    // Busboy ends a cut-off part only at its closing boundary, which may never come: answer at the limit.
    stream.on('limit', () => {
      tooLarge = true;
      stream.unpipe(out);
      stream.resume();
      out.end();
    });
    stream.pipe(out);
    out.on('error', fail);
    out.on('close', () =>
      tooLarge
        ? fail(new DomainError('payload_too_large', TOO_LARGE))
        : done({ hash: hash.digest('hex'), head: new Uint8Array(Buffer.concat(chunks).subarray(0, SNIFF_BYTES)), size }),
    );
  });
}

/**
 * Streams the multipart field `file` to a temporary file while hashing it; never holds it in memory.
 * Past 100 MB the upload is cut off and answered 413.
 */
export async function receiveImageUpload(blobs: BlobStore, body: WebReadableStream | null, contentType: string) {
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new DomainError('validation_error', 'Dosya, multipart/form-data isteğinin "file" alanında gönderilmelidir.');
  }
  const tempPath = path.join(blobs.tempDir, randomUUID());
  const received = await new Promise<Spooled | null>((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: { 'content-type': contentType }, limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    } catch {
      return reject(new DomainError('validation_error', 'Dosya, multipart/form-data isteğinin "file" alanında gönderilmelidir.'));
    }
    let pending: Promise<Spooled> | null = null;
    bb.on('file', (name, stream) => {
      if (name !== 'file' || pending) return stream.resume();
      pending = spool(stream, tempPath);
      // Handled at once, not when the parser closes: a 413 decided mid-body must answer now, and a
      // rejection left without a handler until then would end the process.
      pending.catch(reject);
    });
    bb.on('error', () => reject(new DomainError('validation_error', 'Yükleme okunamadı.')));
    bb.on('close', () => (pending ? pending.then(resolve, reject) : resolve(null)));
    Readable.fromWeb(body).on('error', reject).pipe(bb);
  }).catch(async (err) => {
    await rm(tempPath, { force: true });
    throw err;
  });
  if (!received) throw new DomainError('validation_error', 'Yüklenecek dosya bulunamadı ("file" alanı).');
  if (received.size === 0) {
    await rm(tempPath, { force: true });
    throw new DomainError('not_an_image', ONLY_IMAGES);
  }
  return keep(blobs, tempPath, received.hash, received.head, received.size);
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;

/**
 * An inline `data:` image sent in an image field becomes a stored blob, and the event keeps its URL.
 * Anything else (an http(s) URL, an /uploads path, null) is returned unchanged.
 */
export async function storeInlineImage<T extends string | null | undefined>(blobs: BlobStore, value: T): Promise<T | string> {
  if (typeof value !== 'string' || !value.startsWith('data:')) return value;
  const m = DATA_URL.exec(value);
  if (!m) throw new DomainError('not_an_image', ONLY_IMAGES);
  const payload = value.slice(m[0].length);
  let bytes: Buffer;
  try {
    bytes = m[2]!.includes(';base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
  } catch {
    throw new DomainError('not_an_image', ONLY_IMAGES); // a malformed %-escape
  }
  if (bytes.length > MAX_UPLOAD_BYTES) throw new DomainError('payload_too_large', TOO_LARGE);
  const tempPath = path.join(blobs.tempDir, randomUUID());
  await writeFile(tempPath, bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return keep(blobs, tempPath, hash, bytes.subarray(0, SNIFF_BYTES), bytes.length);
}
