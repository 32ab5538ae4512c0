import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { sweepStaleUploads } from './temp-sweep.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Collection, type Document, GridFSBucket, type GridFSFile, type MongoClient } from 'mongodb';
import { BLOB_KEY, type BlobStore } from './blob-store.js';

/** What the store uses of GridFS: the bucket, and its chunks collection to clear a failed upload's leftovers. */
export interface GridFsParts {
  bucket: Pick<GridFSBucket, 'openUploadStream' | 'openDownloadStream' | 'find' | 'delete'>;
  chunks: Pick<Collection<Document>, 'deleteMany'>;
}

/** Production blob store: GridFS in MongoDB (on the process's client), so any app instance can serve any upload. */
export async function createGridFsBlobStore(client: MongoClient): Promise<BlobStore> {
  const db = client.db();
  return gridFsBlobStore({ bucket: new GridFSBucket(db, { bucketName: 'uploads' }), chunks: db.collection('uploads.chunks') });
}

/**
 * Keys are content hashes, so two copies of a key hold the same bytes. Two instances may upload one key at
 * once: each writes under an id of its own, and once its file is complete the one that is not the first
 * (by upload date, then id: an order both see alike) deletes its copy, so one remains. Readers take the
 * first complete file meanwhile (GridFS writes a file's document after all its chunks). An upload that
 * fails removes the chunks it wrote, so nothing is left orphaned.
 */
export async function gridFsBlobStore({ bucket, chunks }: GridFsParts): Promise<BlobStore> {
  const tempDir = path.join(tmpdir(), 'app-uploads');
  await mkdir(tempDir, { recursive: true });
  await sweepStaleUploads(tempDir);
  const copies = (key: string) => bucket.find({ filename: key }, { sort: { uploadDate: 1, _id: 1 } });
  const find = (key: string): Promise<GridFSFile | null> => copies(key).limit(1).next();

  async function upload(tempPath: string, key: string, contentType: string) {
    const stream = bucket.openUploadStream(key, { metadata: { contentType } });
    const id = stream.id;
    try {
      await pipeline(createReadStream(tempPath), stream);
    } catch (err) {
      await chunks.deleteMany({ files_id: id }).catch(() => undefined); // ours only: another upload has its own id
      throw err;
    }
    const first = await find(key);
    if (first && !first._id.equals(id)) await bucket.delete(id);
  }

  return {
    tempDir,
    async putFile(tempPath, info) {
      try {
        if (!(await find(info.key))) await upload(tempPath, info.key, info.contentType);
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
