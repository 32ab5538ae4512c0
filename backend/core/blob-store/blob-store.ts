import type { Readable } from 'node:stream';

/** Uploaded images, stored once under their content hash. Adapters: a folder (embedded), GridFS. */
export interface BlobInfo {
  /** `<sha256>.<ext>`: the same bytes always get the same key. */
  key: string;
  contentType: string;
  size: number;
}

export interface BlobStore {
  /** Takes over a finished temporary file (written under `tempDir`); storing an existing key is a no-op. */
  putFile(tempPath: string, info: BlobInfo): Promise<void>;
  open(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null>;
  /** Where uploads are spooled before they are judged; on the same disk as the store where that matters. */
  tempDir: string;
}

export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  bmp: 'image/bmp',
};

export const BLOB_KEY = /^[a-f0-9]{64}\.(jpg|png|webp|gif|avif|bmp)$/;
