import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlobStore } from './core/blob-store/blob-store.js';
import { createFsBlobStore } from './core/blob-store/fs-blob-store.js';
import { createGridFsBlobStore } from './core/blob-store/gridfs-blob-store.js';
import type { EventStore } from './core/event-store/event-store.js';
import { createSqliteEventStore } from './core/event-store/sqlite-event-store.js';
import type { ReadStore } from './core/read-store/read-store.js';
import { createMemoryReadStore } from './core/read-store/memory-read-store.js';
import type { Config } from './env.js';

export const READ_MODELS_FILE = 'read-models.db';

/** Picks the adapters: EventStoreDB and MongoDB when their URLs are set, else the embedded ones. */
export async function openStores(config: Config): Promise<{ events: EventStore; read: ReadStore; blobs: BlobStore }> {
  mkdirSync(config.dataDir, { recursive: true });
  const events = config.EVENTSTORE_URL
    ? (await import('./core/event-store/eventstoredb-event-store.js')).createEventStoreDbEventStore(config.EVENTSTORE_URL)
    : createSqliteEventStore(path.join(config.dataDir, 'events.db'));
  // Embedded read models live in memory and are kept beside the log with their checkpoints, so a start resumes.
  const read = config.MONGO_URL
    ? await (await import('./core/read-store/mongo-read-store.js')).createMongoReadStore(config.MONGO_URL)
    : createMemoryReadStore({ file: path.join(config.dataDir, READ_MODELS_FILE) });
  const blobs = config.MONGO_URL
    ? await createGridFsBlobStore(config.MONGO_URL)
    : await createFsBlobStore(path.join(config.dataDir, 'uploads'));
  return { events, read, blobs };
}

/** SESSION_SECRET, or one generated at the first start and kept in DATA_DIR so sessions survive restarts. */
export const sessionSecret = (config: Config) => config.SESSION_SECRET ?? keptSecret(config, 'session-secret');

/** DRAW_SECRET (seals draw seeds in the log), or one generated once into DATA_DIR: open draws must stay runnable. */
export const drawSecret = (config: Config) => config.DRAW_SECRET ?? keptSecret(config, 'draw-secret');

function keptSecret(config: Config, name: string): string {
  const file = path.join(config.dataDir, name);
  let kept: string | null = null;
  try {
    kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' on a first start: two processes starting together on one data folder end up with one secret.
    writeFileSync(file, secret, { mode: 0o600, flag: kept === null ? 'wx' : 'w' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
}

export const newId = () => randomUUID();
