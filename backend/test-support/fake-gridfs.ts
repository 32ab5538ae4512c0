import { Readable, Writable } from 'node:stream';
import { MongoNetworkError, MongoRuntimeError, MongoServerError, ObjectId } from 'mongodb';
import type { GridFsParts } from '../core/blob-store/gridfs-blob-store.js';

interface FileDoc {
  _id: ObjectId;
  filename: string;
  length: number;
  chunkSize: number;
  uploadDate: Date;
  metadata?: Record<string, unknown>;
}
interface Chunk {
  files_id: ObjectId;
  n: number;
  data: Buffer;
}

/**
 * GridFS as the driver and server behave: an upload writes its chunks as they fill (the chunks
 * collection's unique index on files_id and n refuses a second chunk n with code 11000), and the file's
 * document only when the stream finishes; deleting a missing file throws. `failUploadAfter(n)` cuts the
 * next upload off after n chunks with a network error, leaving them behind as an interrupted upload does.
 */
export class FakeGridFs {
  readonly files: FileDoc[] = [];
  readonly chunkDocs: Chunk[] = [];
  uploadsStarted = 0;
  private failAfter: number | null = null;

  constructor(private readonly chunkSize = 8) {}

  failUploadAfter(chunks: number) {
    this.failAfter = chunks;
  }

  get parts(): GridFsParts {
    return { bucket: this.bucket as never, chunks: this.chunks };
  }

  private readonly chunks = {
    deleteMany: async (filter: { files_id: ObjectId }) => {
      const before = this.chunkDocs.length;
      this.removeChunks(filter.files_id);
      return { acknowledged: true, deletedCount: before - this.chunkDocs.length };
    },
  };

  private readonly bucket = {
    openUploadStream: (filename: string, options: { metadata?: Record<string, unknown> } = {}) => {
      this.uploadsStarted += 1;
      const id = new ObjectId();
      const failAfter = this.failAfter;
      this.failAfter = null;
      let pending = Buffer.alloc(0);
      let n = 0;
      let length = 0;
      const flush = (all: boolean) => {
        while (pending.length >= this.chunkSize || (all && pending.length > 0)) {
          if (failAfter !== null && n >= failAfter) throw new MongoNetworkError('connection 4 to 127.0.0.1:27017 closed');
          this.insertChunk({ files_id: id, n, data: pending.subarray(0, this.chunkSize) });
          pending = pending.subarray(this.chunkSize);
          n += 1;
        }
      };
      const stream = new Writable({
        write: (data: Buffer, _enc, done) => {
          length += data.length;
          pending = Buffer.concat([pending, data]);
          setImmediate(() => done(attempt(() => flush(false))));
        },
        final: (done) => {
          const failed = attempt(() => flush(true));
          if (!failed)
            this.files.push({ _id: id, filename, length, chunkSize: this.chunkSize, uploadDate: new Date(), ...options });
          setImmediate(() => done(failed));
        },
      });
      return Object.assign(stream, { id });
    },
    find: (filter: { filename: string }) => {
      const hits = () =>
        this.files
          .filter((f) => f.filename === filter.filename)
          .sort(
            (a, b) => a.uploadDate.getTime() - b.uploadDate.getTime() || a._id.toHexString().localeCompare(b._id.toHexString()),
          );
      return { limit: (k: number) => ({ next: async () => hits().slice(0, k)[0] ?? null }), toArray: async () => hits() };
    },
    delete: async (id: ObjectId) => {
      const i = this.files.findIndex((f) => f._id.equals(id));
      this.removeChunks(id);
      if (i < 0) throw new MongoRuntimeError(`File not found for id ${id.toHexString()}`);
      this.files.splice(i, 1);
    },
    openDownloadStream: (id: ObjectId) =>
      Readable.from(
        this.chunkDocs
          .filter((c) => c.files_id.equals(id))
          .sort((a, b) => a.n - b.n)
          .map((c) => c.data),
      ),
  };

  private insertChunk(chunk: Chunk) {
    if (this.chunkDocs.some((c) => c.files_id.equals(chunk.files_id) && c.n === chunk.n))
      throw new MongoServerError({
        message: 'E11000 duplicate key error collection: app.uploads.chunks index: files_id_1_n_1',
        code: 11000,
      });
    this.chunkDocs.push(chunk);
  }

  private removeChunks(id: ObjectId) {
    for (let i = this.chunkDocs.length - 1; i >= 0; i -= 1)
      if (this.chunkDocs[i]!.files_id.equals(id)) this.chunkDocs.splice(i, 1);
  }
}

function attempt(step: () => void): Error | null {
  try {
    step();
    return null;
  } catch (err) {
    return err as Error;
  }
}
