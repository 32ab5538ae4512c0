import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** An upload still being written is younger than this; several processes may share the folder. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes what crashed or cut-off uploads left in a blob store's temporary folder. Only files older
 * than an hour: another process on the same data folder may be spooling a newer one right now.
 */
export async function sweepStaleUploads(tempDir: string, now = Date.now()) {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(tempDir, name);
    const s = await stat(file).catch(() => null);
    if (!s?.isFile() || now - s.mtimeMs < STALE_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
