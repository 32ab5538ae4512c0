import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createFsBlobStore } from '../core/blob-store/fs-blob-store.js';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createProjectionRunner } from '../core/projections/runner.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { KEYS_FILE, READ_MODELS_FILE } from '../infrastructure.js';
import { allProjections } from '../registry/compose.js';

export interface BenchSite {
  deps: Deps;
  ctx(): CommandContext;
  close(): Promise<void>;
}

/**
 * A site in a data folder, wired as the server wires it (SQLite log, read models kept beside it, every
 * projection running). `durable: false` only while a history is written in bulk; measurements reopen
 * the folder durable, as a site runs.
 */
export async function openBenchSite(dir: string, options: { durable?: boolean } = {}): Promise<BenchSite> {
  // Behind the privacy boundary, as the server runs: the figures include sealing and opening personal fields.
  const { events, keys } = createPrivacyBoundary(
    createSqliteEventStore(path.join(dir, 'events.db'), options),
    createSqliteMemberKeys(path.join(dir, KEYS_FILE)),
  );
  const read = createMemoryReadStore({ file: path.join(dir, READ_MODELS_FILE) });
  const runner = createProjectionRunner(events, read, allProjections, { error: console.error });
  await runner.start();
  const deps: Deps = {
    events,
    keys,
    read,
    runner,
    blobs: await createFsBlobStore(path.join(dir, 'uploads')),
    clock: () => new Date(),
    newId: randomUUID,
  };
  return {
    deps,
    ctx: () => ({ actorId: null, actorRole: 'system:bench', now: deps.clock(), correlationId: randomUUID() }),
    async close() {
      await runner.stop();
      await events.close();
      await keys.close();
      await read.close();
    },
  };
}

/** Writes a history in bulk, then reopens the folder durable for measuring. */
export async function prepared(dir: string, write: (site: BenchSite) => Promise<void>): Promise<BenchSite> {
  const bulk = await openBenchSite(dir, { durable: false });
  await write(bulk);
  await bulk.close();
  return openBenchSite(dir);
}
