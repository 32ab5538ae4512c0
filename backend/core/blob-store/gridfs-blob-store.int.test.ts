import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FakeGridFs } from '../../test-support/fake-gridfs.js';
import { gridFsBlobStore } from './gridfs-blob-store.js';

const content = 'a picture that takes several chunks';
const key = `${createHash('sha256').update(content).digest('hex')}.png`;
const info = { key, contentType: 'image/png', size: content.length };

async function spooled(dir: string, name: string) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

describe('GridFS blob store (item 7)', () => {
  it('two instances uploading one key at once leave one complete copy and no stray chunks', async () => {
    const gridfs = new FakeGridFs();
    const [a, b] = [await gridFsBlobStore(gridfs.parts), await gridFsBlobStore(gridfs.parts)];
    await Promise.all([a.putFile(await spooled(a.tempDir, 'a-1'), info), b.putFile(await spooled(b.tempDir, 'b-1'), info)]);
    expect(gridfs.uploadsStarted).toBe(2); // the race did happen: both found no copy and uploaded
    expect(gridfs.files.map((f) => f.filename)).toEqual([key]);
    expect(new Set(gridfs.chunkDocs.map((c) => c.files_id.toHexString()))).toEqual(new Set([gridfs.files[0]!._id.toHexString()]));
    const opened = await b.open(key);
    expect(opened && { ...opened, stream: await text(opened.stream) }).toEqual({
      stream: content,
      contentType: 'image/png',
      size: content.length,
    });
  });

  it('an upload cut off midway removes the chunks it wrote and fails; the next upload stores the file', async () => {
    const gridfs = new FakeGridFs();
    const store = await gridFsBlobStore(gridfs.parts);
    gridfs.failUploadAfter(2);
    await expect(store.putFile(await spooled(store.tempDir, 'c-1'), info)).rejects.toMatchObject({ name: 'MongoNetworkError' });
    expect(gridfs.chunkDocs).toEqual([]);
    expect(await store.open(key)).toBeNull();
    await store.putFile(await spooled(store.tempDir, 'c-2'), info);
    expect(gridfs.files).toHaveLength(1);
    await store.putFile(await spooled(store.tempDir, 'c-3'), info); // an existing key is a no-op
    expect(gridfs.uploadsStarted).toBe(2);
  });
});
