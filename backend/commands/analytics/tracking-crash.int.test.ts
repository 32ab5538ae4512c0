import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tracking-crash-'));
const env = { DATA_DIR: dir, TRACKING_RATE_LIMIT: '1000000' };
let server: SpawnedServer | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const view = (n: number) =>
  fetch(`${server!.url}/api/analytics/page-view`, {
    method: 'POST',
    headers: { origin: server!.url, 'content-type': 'application/json' },
    body: JSON.stringify({ path: `/etkinlikler/e${n}`, referrer: null }),
  }).then((r) => r.status);

/** The page views the log file holds, read straight from the file. */
function recordedPaths(): Set<string> {
  const db = new Database(path.join(dir, 'events.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], { data: string }>("SELECT data FROM events WHERE type = 'PageViewed'").all();
    return new Set(rows.map((r) => (JSON.parse(r.data) as { path: string }).path));
  } finally {
    db.close();
  }
}

describe('page views and a SIGKILL', () => {
  it('every page view answered 2xx before the kill is in the log after it', { timeout: 60_000 }, async () => {
    server = await spawnServer(env);
    const acknowledged: string[] = [];
    let next = 0;
    let stopped = false;
    // 40 visitors at once, each sending view after view until the process is gone.
    const visitors = Array.from({ length: 40 }, async () => {
      while (!stopped) {
        const n = next++;
        const status = await view(n).catch(() => null);
        if (status === null) return;
        if (status >= 200 && status < 300) acknowledged.push(`/etkinlikler/e${n}`);
        else expect(status).toBe(429);
      }
    });
    while (acknowledged.length < 1500) await new Promise((r) => setTimeout(r, 5));
    await server.kill('SIGKILL');
    stopped = true;
    await Promise.all(visitors);
    const inLog = recordedPaths();
    console.info(`${acknowledged.length} page views acknowledged, ${inLog.size} in the log, ${next} sent`);
    expect(acknowledged.filter((p) => !inLog.has(p))).toEqual([]);

    // The restarted server counts them too (the statistics are fed from the same log).
    server = await spawnServer(env);
    expect(await view(-1)).toBe(202);
    expect(recordedPaths().has('/etkinlikler/e-1')).toBe(true);
  });
});
