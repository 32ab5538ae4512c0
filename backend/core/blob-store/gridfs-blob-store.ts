import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type MongoClient } from 'mongodb';
import { BLOB_KEY, type BlobStore } from './blob-store.js';

/** Production blob store: GridFS in MongoDB, so any app instance can serve any upload. */
export async function createGridFsBlobStore(client: MongoClient): Promise<BlobStore> {
  const bucket = new GridFSBucket(client.db(), { bucketName: 'uploads' });
  const tempDir = path.join(tmpdir(), 'app-uploads');
  await mkdir(tempDir, { recursive: true });
  const find = (key: string) => bucket.find({ filename: key }).limit(1).next();
  return {
    tempDir,
    async putFile(tempPath, info) {
      try {
        if (await find(info.key)) return;
        await pipeline(
          createReadStream(tempPath),
          bucket.openUploadStream(info.key, { metadata: { contentType: info.contentType } }),
        );
      } finally {
        await rm(tempPath, { force: true });
      }
    },
    async open(key) {
      if (!BLOB_KEY.test(key)) return null;
      const file = await find(key);
      if (!file) return null;
      return {
        stream: bucket.openDownloadStream(file._id),
        contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
        size: file.length,
      };
    },
  };
}
