import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { READ_MODELS_FILE } from '../../infrastructure.js';
import { allProjections } from '../../projections/index.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { decode } from '../read-store/document-file.js';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server!.url}${url}`, {
    method: 'POST',
    headers: { origin: server!.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
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
      let answered = 0;
      const firing = Promise.allSettled(
        Array.from({ length: 40 }, async (_, i) => {
          const m = await call('/api/auth/register', {
            username: `kaza${i}`,
            email: `kaza${i}@example.com`,
            password: 'Kuzey-Yildizi-7',
          });
          await call('/api/analytics/page-view', { path: '/kartlar', referrer: 'https://example.org/' }, m.cookie);
          if (i % 4 === 0) await call('/api/auth/logout', {}, m.cookie);
          answered += 1;
        }),
      );
      // Kill once a quarter of the members are through, the read models were committed since, and the log has moved on.
      while (answered < 10) await sleep(5);
      const files = watchFiles();
      const early = files.read().committed;
      let seen = files.read();
      while (!(seen.committed > early && seen.head > seen.committed) && answered < 40) {
        await sleep(5);
        seen = files.read();
      }
      await server.kill('SIGKILL');
      server = undefined;
      await firing;
      const atKill = files.read();
      files.close();
      expect(atKill.committed).toBeGreaterThan(0);
      expect(atKill.committed).toBeLessThanOrEqual(atKill.head);
      console.info(`killed with the read models committed at ${atKill.committed}, the log at ${atKill.head}`);

      server = await spawnServer(env);
      await server.kill('SIGTERM');
      server = undefined;

      const events = createSqliteEventStore(path.join(dir, 'events.db'));
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
