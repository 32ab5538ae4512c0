import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recorderFor } from '../../commands/analytics/routes.js';
import { KEYS_FILE, READ_MODELS_FILE } from '../../infrastructure.js';
import { allProjections } from '../../registry/compose.js';
import { createHarness, type Harness, registerMember } from '../../test-support/harness.js';
import type { EventStore } from '../event-store/event-store.js';
import { openEventLog } from '../../test-support/event-log.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import type { Projection } from './projection.js';
import { rebuildProjections } from './rebuild.js';
import { CHECKPOINTS, createProjectionRunner } from './runner.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'resume-'));
  dirs.push(d);
  return d;
};
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

export async function dumpReadModels(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await read.listCollections()).filter((n) => n !== CHECKPOINTS).sort()) {
    out[name] = await read.collection(name).find({}, { sort: { _id: 1 } });
  }
  return out;
}

/** The files of a data folder as a crash would leave them (taken between two synchronous writes). */
function copyDataFolder(from: string, files = ['events.db', KEYS_FILE, READ_MODELS_FILE]) {
  const to = tempDir();
  for (const f of readdirSync(from)) {
    if (files.some((x) => f === x || f === `${x}-wal` || f === `${x}-shm`)) copyFileSync(path.join(from, f), path.join(to, f));
  }
  return to;
}

async function rebuilt(events: EventStore) {
  const fresh = createMemoryReadStore();
  await rebuildProjections(events, fresh, allProjections);
  return dumpReadModels(fresh);
}

async function activity(harness: Harness, prefix: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const m = await registerMember(harness, `${prefix}${i}`);
    await harness.request('POST', '/api/analytics/page-view', {
      body: { path: '/kartlar', referrer: 'https://google.com/' },
      cookie: m.cookie,
    });
    if (i % 3 === 0) await harness.request('POST', '/api/auth/logout', { cookie: m.cookie });
  }
  await recorderFor(harness.deps).flush(); // page views are group-committed off the request path
  await harness.deps.runner.waitFor(await harness.deps.events.headPosition());
}

/** Counts the events each projection is handed, to tell a resume from a replay. */
function counting(projections: Projection[]) {
  const applied = new Map<string, number>();
  const wrapped = projections.map((p) => ({
    ...p,
    apply: (e: Parameters<Projection['apply']>[0], s: ReadStore) => (
      applied.set(p.name, (applied.get(p.name) ?? 0) + 1),
      p.apply(e, s)
    ),
  }));
  return { wrapped, applied };
}

describe('restarts resume from the read models kept beside the log', () => {
  it('a clean restart replays nothing, and the read models are as they were', async () => {
    h = await createHarness({ dir: tempDir() });
    await activity(h, 'uye', 6);
    const before = await dumpReadModels(h.deps.read);
    const dir = h.dir;
    await h.close();
    h = undefined;

    const events = openEventLog(dir);
    const read = createMemoryReadStore({ file: path.join(dir, READ_MODELS_FILE) });
    const { wrapped, applied } = counting(allProjections);
    const runner = createProjectionRunner(events, read, wrapped);
    await runner.start();
    expect([...applied.values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(await dumpReadModels(read)).toEqual(before);
    await runner.stop();
    await events.close();
    await read.close();
  });

  it('after a crash between a commit and the log, the tail replays idempotently: equal to a full rebuild', async () => {
    h = await createHarness({ dir: tempDir() });
    await activity(h, 'once', 5);
    await h.deps.runner.stop(); // commits: what is on disk is at this position
    const committedAt = await h.deps.events.headPosition();
    await h.close();
    h = await createHarness({ dir: h.dir });
    await activity(h, 'sonra', 5); // applied in memory, not yet committed (a second has not passed)
    const crashed = copyDataFolder(h.dir);
    const head = await h.deps.events.headPosition();
    expect(head).toBeGreaterThan(committedAt);
    const peek = createMemoryReadStore({ file: path.join(crashed, READ_MODELS_FILE) });
    const mark = await peek.collection(CHECKPOINTS).findOne({ _id: ':log' });
    await peek.close();
    expect(mark?.position).toBeLessThan(head); // a tail is left to replay

    const resumed = await createHarness({ dir: crashed });
    try {
      expect(await dumpReadModels(resumed.deps.read)).toEqual(await rebuilt(resumed.deps.events));
      expect((await resumed.deps.read.collection('users').find({})).length).toBe(10);
      expect(await resumed.deps.read.collection('analyticsDays').find({})).toMatchObject([{ pageViews: 10 }]);
    } finally {
      await resumed.close();
    }
  });

  it('a snapshot is never trusted ahead of its log: with an older log beside it, the read models are rebuilt from that log', async () => {
    h = await createHarness({ dir: tempDir() });
    await activity(h, 'eski', 3);
    await h.close();
    const olderLog = copyDataFolder(h.dir, ['events.db', KEYS_FILE]); // a backup holds both (docs/operations.md)
    h = await createHarness({ dir: h.dir });
    await activity(h, 'yeni', 3);
    await h.close();
    // The log restored from an older backup, the read models from after it.
    for (const f of readdirSync(h.dir))
      if (f.startsWith(READ_MODELS_FILE)) copyFileSync(path.join(h.dir, f), path.join(olderLog, f));
    h = undefined;
    expect(existsSync(path.join(olderLog, READ_MODELS_FILE))).toBe(true);

    const restored = await createHarness({ dir: olderLog });
    try {
      const users = (await restored.deps.read.collection('users').find({}, { sort: { username: 1 } })).map((u) => u.username);
      expect(users).toEqual(['eski0', 'eski1', 'eski2']);
      expect(await dumpReadModels(restored.deps.read)).toEqual(await rebuilt(restored.deps.events));
    } finally {
      await restored.close();
    }
  });

  it('a projection whose version changed is rebuilt alone; the others resume', async () => {
    h = await createHarness({ dir: tempDir() });
    await activity(h, 'surum', 4);
    const before = await dumpReadModels(h.deps.read);
    const dir = h.dir;
    await h.close();
    h = undefined;

    const bumped = allProjections.map((p) => (p.name === 'users' ? { ...p, version: p.version + 1 } : p));
    const { wrapped, applied } = counting(bumped);
    const events = openEventLog(dir);
    const read = createMemoryReadStore({ file: path.join(dir, READ_MODELS_FILE) });
    const runner = createProjectionRunner(events, read, wrapped);
    await runner.start();
    expect([...applied.keys()]).toEqual(['users']);
    expect(applied.get('users')).toBe(4); // four registrations, nothing else
    expect(before.analyticsPageDays).toHaveLength(1);
    expect(await dumpReadModels(read)).toEqual(before);
    await runner.stop();
    await events.close();
    await read.close();
  });
});
