import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BLOB_KEY, type BlobStore, IMAGE_TYPES } from './blob-store.js';
import { sweepStaleUploads } from './temp-sweep.js';

/** Embedded blob store: `DATA_DIR/uploads/<sha256>.<ext>`, written by fsync + atomic rename. */
export async function createFsBlobStore(dir: string): Promise<BlobStore> {
  const tempDir = path.join(dir, '.incoming');
  await mkdir(tempDir, { recursive: true });
  await sweepStaleUploads(tempDir);
  return {
    tempDir,
    async putFile(tempPath, info) {
      const target = path.join(dir, info.key);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists) return rm(tempPath, { force: true });
      const fh = await open(tempPath, 'r');
      await fh.sync();
      await fh.close();
      await rename(tempPath, target);
    },
    async open(key) {
      if (!BLOB_KEY.test(key)) return null;
      const file = path.join(dir, key);
      const s = await stat(file).catch(() => null);
      if (!s) return null;
      const ext = key.split('.')[1]!;
      return { stream: createReadStream(file), contentType: IMAGE_TYPES[ext]!, size: s.size };
    },
  };
}
