import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlobStore } from './core/blob-store/blob-store.js';
import { createFsBlobStore } from './core/blob-store/fs-blob-store.js';
import { createGridFsBlobStore } from './core/blob-store/gridfs-blob-store.js';
import type { EventStore } from './core/event-store/event-store.js';
import { createSqliteEventStore } from './core/event-store/sqlite-event-store.js';
import type { MemberKeys } from './core/privacy/member-keys.js';
import { logFormatProblem } from './core/privacy/log-format.js';
import { createPrivacyBoundary } from './core/privacy/private-event-store.js';
import { createMongoMemberKeys } from './core/privacy/mongo-member-keys.js';
import { createSqliteMemberKeys } from './core/privacy/sqlite-member-keys.js';
import type { ReadStore } from './core/read-store/read-store.js';
import { createMemoryReadStore } from './core/read-store/memory-read-store.js';
import type { Config } from './env.js';
import { connectMongo, retryAtStartup, StartupError } from './http/mongo-connection.js';
import type { MongoClient } from 'mongodb';
import { type Lease, leaseOwner, takeLease } from './core/projections/runner-lease.js';
import { lineLog } from './core/log.js';

export const READ_MODELS_FILE = 'read-models.db';
/**
 * The embedded key store beside the log (docs/privacy.md): back it up with the log, on a short rotation.
 * With MONGO_URL the keys live in MongoDB's `_member_*` collections instead (mongo-member-keys.ts).
 */
export const KEYS_FILE = 'keys.db';

export interface Stores {
  /** The log behind the privacy boundary. */
  events: EventStore;
  keys: MemberKeys;
  /** Closed last: with MongoDB it closes the process's one MongoClient too. */
  read: ReadStore;
  blobs: BlobStore;
  /** The process's one MongoClient (MONGO_URL), shared by the read models, uploads, limiters and Socket.IO. */
  mongo: MongoClient | null;
}

/**
 * The key store: with MONGO_URL, MongoDB's `_member_*` collections on the process's client (the database
 * named in the URL, as the read models); else keys.db beside the log. The server and privacy:migrate
 * must open the same one, or a migrated log's keys would sit where the site never looks.
 */
export async function openMemberKeys(config: Config, mongo: MongoClient | null): Promise<MemberKeys> {
  return mongo ? createMongoMemberKeys(mongo.db()) : createSqliteMemberKeys(path.join(config.dataDir, KEYS_FILE));
}

/**
 * Picks the adapters: EventStoreDB and MongoDB when their URLs are set, else the embedded ones. A server
 * that does not answer yet is asked again, a line logged each time, for up to STARTUP_TIMEOUT_S.
 */
export async function openStores(config: Config, log: Pick<Console, 'error'> = lineLog()): Promise<Stores> {
  mkdirSync(config.dataDir, { recursive: true });
  const startup = { timeoutS: config.STARTUP_TIMEOUT_S, log };
  const mongo = config.MONGO_URL ? await connectMongo(config.MONGO_URL, startup) : null;
  const eventLog = config.EVENTSTORE_URL
    ? (await import('./core/event-store/eventstoredb-event-store.js')).createEventStoreDbEventStore(config.EVENTSTORE_URL)
    : createSqliteEventStore(path.join(config.dataDir, 'events.db'));
  if (config.EVENTSTORE_URL) await retryAtStartup('EventStoreDB', () => eventLog.headPosition(), startup);
  const memberKeys = await openMemberKeys(config, mongo);
  const problem = await logFormatProblem(eventLog, memberKeys);
  if (problem) {
    await Promise.all([eventLog.close(), memberKeys.close(), mongo?.close()]);
    throw new StartupError(problem);
  }
  const { events, keys } = createPrivacyBoundary(eventLog, memberKeys);
  // Embedded read models live in memory and are kept beside the log with their checkpoints, so a start resumes.
  const read = mongo
    ? await (await import('./core/read-store/mongo-read-store.js')).createMongoReadStore(mongo, undefined, { closeClient: true })
    : createMemoryReadStore({ file: path.join(config.dataDir, READ_MODELS_FILE) });
  const blobs = mongo ? await createGridFsBlobStore(mongo) : await createFsBlobStore(path.join(config.dataDir, 'uploads'));
  return { events, keys, read, blobs, mongo };
}

/**
 * On MongoDB, the lease that makes this process the one that runs the projections (ROLE=all or projector):
 * a holder that is restarting frees it within its ttl, so it is asked again until STARTUP_TIMEOUT_S.
 * Losing it later (another process took it after this one stalled) calls `onLost`: stop projecting.
 */
export async function holdProjectorLease(
  read: ReadStore,
  config: Config,
  log: Pick<Console, 'error'>,
  onLost: () => void,
): Promise<Lease> {
  const owner = leaseOwner(config.ROLE);
  return retryAtStartup(
    'The projector lease',
    async () => {
      const taken = await takeLease(read, owner, {
        onLost: (holder) => {
          log.error(`[projections] lost the projector lease to ${holder ?? 'another process'}: this process stops projecting.`);
          onLost();
        },
      });
      if ('holder' in taken) throw new Error(`held by ${taken.holder} (another projector, or a rebuild)`);
      return taken.lease;
    },
    { timeoutS: config.STARTUP_TIMEOUT_S, log },
  );
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
