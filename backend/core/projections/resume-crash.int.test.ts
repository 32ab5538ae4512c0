import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { READ_MODELS_FILE } from '../../infrastructure.js';
import { allProjections } from '../../registry/compose.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { until } from '../../test-support/until.js';
import { decode } from '../read-store/document-file.js';
import { openEventLog } from '../../test-support/event-log.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { rebuildProjections } from './rebuild.js';
import { CHECKPOINTS, createProjectionRunner } from './runner.js';

const dir = mkdtempSync(path.join(tmpdir(), 'resume-crash-'));
const env = { DATA_DIR: dir, AUTH_RATE_LIMIT: '100000' };
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function call(site: string, url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${site}${url}`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** The running server's files, read as they are: the log's head and the position the read models were committed at. */
function watchFiles() {
  const log = new Database(path.join(dir, 'events.db'), { readonly: true, fileMustExist: true });
  const head = log.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');
  return {
    read() {
      let committed = -1;
      try {
        const models = new Database(path.join(dir, READ_MODELS_FILE), { readonly: true, fileMustExist: true });
        const row = models
          .prepare<[], { doc: Buffer | string }>(`SELECT doc FROM docs WHERE coll = '${CHECKPOINTS}' AND id = ':log'`)
          .get();
        models.close();
        if (row) committed = (decode(row.doc) as unknown as { position: number }).position;
      } catch {
        // not written yet
      }
      return { head: head.get()?.p ?? -1, committed };
    },
    close: () => log.close(),
  };
}

const LOAD_BOUND = { members: 5000, ms: 60_000 };

/** Workers that each register a member, record a page view and log every fourth one out, until stopped. */
function keepRegistering(site: string, workers: number) {
  let next = 0;
  let done = 0;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const i = next++;
      const m = await call(site, '/api/auth/register', {
        username: `kaza${i}`,
        email: `kaza${i}@example.com`,
        password: 'Kuzey-Yildizi-7',
      });
      await call(site, '/api/analytics/page-view', { path: '/kartlar', referrer: 'https://example.org/' }, m.cookie);
      if (i % 4 === 0) await call(site, '/api/auth/logout', {}, m.cookie);
      done += 1;
    }
  };
  // A request cut by the kill rejects; the loop it belonged to ends there.
  const running = Promise.allSettled(Array.from({ length: workers }, loop));
  return {
    /** Members through every step. */
    members: () => done,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function dump(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await read.listCollections()).filter((n) => n !== CHECKPOINTS).sort()) {
    out[name] = await read.collection(name).find({}, { sort: { _id: 1 } });
  }
  return out;
}

describe('a SIGKILL while the read models are being committed', () => {
  it(
    'leaves them never ahead of the log, and the restart resumes to exactly what a full rebuild gives',
    { timeout: 120_000 },
    async () => {
      server = await spawnServer(env);
      const files = watchFiles();
      // The load goes on until its precondition has been seen: a commit of the read models made during
      // the load, and the log moved past it. Commits go by count and by time, so how much load that takes
      // depends on the machine; the bound only turns a server that never commits into a clear failure.
      const load = keepRegistering(server.url, 8);
      let seen = files.read();
      let loaded = Number.POSITIVE_INFINITY;
      try {
        // The members' events in the log first, so that the commit awaited below holds some of them.
        await until(() => load.members() > 10, 'ten members registered', { ms: LOAD_BOUND.ms });
        loaded = files.read().head;
        await until(
          () => {
            seen = files.read();
            return seen.committed >= loaded && seen.head > seen.committed;
          },
          'a commit of the read models during the load, with the log moved past it',
          {
            ms: LOAD_BOUND.ms,
            giveUp: () =>
              load.members() >= LOAD_BOUND.members
                ? `${LOAD_BOUND.members} members registered, last seen ${JSON.stringify(seen)}`
                : null,
          },
        );
      } catch (err) {
        await load.stop();
        throw err;
      }
      await server.kill('SIGKILL');
      server = undefined;
      await load.stop();
      const atKill = files.read();
      files.close();
      expect(atKill.committed).toBeGreaterThan(0);
      expect(atKill.committed).toBeLessThanOrEqual(atKill.head);
      console.info(`killed with the read models committed at ${atKill.committed}, the log at ${atKill.head}`);

      server = await spawnServer(env);
      await server.kill('SIGTERM');
      server = undefined;

      const events = openEventLog(dir);
      const read = createMemoryReadStore({ file: path.join(dir, READ_MODELS_FILE) });
      const runner = createProjectionRunner(events, read, allProjections);
      await runner.start();
      await runner.stop();
      const fresh = createMemoryReadStore();
      await rebuildProjections(events, fresh, allProjections);
      const [resumed, rebuilt] = [await dump(read), await dump(fresh)];
      expect(resumed.users?.length).toBeGreaterThan(0);
      expect(resumed).toEqual(rebuilt);
      await events.close();
      await read.close();
    },
  );
});
