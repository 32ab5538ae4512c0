/**
 * `npm run bench`: each group times a subject against a baseline measured in the same run on the same
 * machine, and reports the ratio (subject mean latency / baseline mean latency). Absolute numbers vary
 * between machines; the ratios are what to compare between commits.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { Bench } from 'tinybench';
import { createApp } from '../app.js';
import { handleCommand } from '../core/command-handler.js';
import type { Deps } from '../core/deps.js';
import { createFsBlobStore } from '../core/blob-store/fs-blob-store.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createProjectionRunner } from '../core/projections/runner.js';
import { rebuildProjections } from '../core/projections/rebuild.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { systemContext } from '../core/system-context.js';
import { allProjections } from '../projections/index.js';
import { siteSettingsDecider } from '../commands/settings/site-settings.js';
import { registerUser } from '../commands/accounts/accounts.js';
import { analyticsGroup } from './analytics-group.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const events = createSqliteEventStore(path.join(dir, 'events.db'));
const read = createMemoryReadStore();
const runner = createProjectionRunner(events, read, allProjections);
await runner.start();
const deps: Deps = { events, read, runner, blobs: await createFsBlobStore(path.join(dir, 'uploads')), clock: () => new Date(), newId: randomUUID };
const ctx = systemContext(deps, 'bench');
const meta = { actorId: null, actorRole: 'bench', at: new Date().toISOString(), correlationId: 'bench' };

const results: { group: string; baseline: string; subject: string; ratio: number; baseMs: number; subjMs: number }[] = [];

async function compare(group: string, baseline: [string, () => unknown], subject: [string, () => unknown], time = 1500) {
  const bench = new Bench({ time, warmupTime: 200 });
  bench.add(baseline[0], baseline[1]).add(subject[0], subject[1]);
  await bench.run();
  const [b, s] = bench.tasks.map((t) => (t.result as { latency?: { mean: number } } | undefined)?.latency?.mean ?? NaN);
  results.push({ group, baseline: baseline[0], subject: subject[0], ratio: s! / b!, baseMs: b!, subjMs: s! });
}

// 1. A command (load the stream, fold, decide, append with the expected revision) against a bare append.
// Aggregates here stay small, so the command works on streams of up to 50 events, 25 on average.
let n = 0;
await compare(
  'command',
  ['raw append of one event (fsync)', () => events.append(`bench-${n++}`, [{ type: 'Bench', data: { n }, metadata: meta }], 'any')],
  ['site-settings command (load, fold, decide, append)', () =>
    handleCommand(events, `siteSettings-bench${Math.floor(n / 50)}`, siteSettingsDecider, { type: 'ChangeSiteSettings', settings: [{ key: 'marqueeText', value: `v${n++}` }] }, ctx)],
);

// 2. Rebuilding every read model from the log against merely scanning the log.
for (let i = 0; i < 300; i += 1) {
  await registerUser(deps, { username: `uye${i}`, email: `uye${i}@example.com`, password: 'benchpw1', firstName: null, lastName: null, phone: null, streamUrl: null }, ctx);
}
const head = await events.headPosition();
await compare(
  `rebuild (${head + 1} events)`,
  ['scan the whole log', async () => { for (let after = -1, b; (b = await events.readAll(after, 1000)).length; after = b.at(-1)!.position); }],
  ['rebuild all projections into a fresh store', () => rebuildProjections(events, createMemoryReadStore(), allProjections)],
  3000,
);

// 3. An API read with session lookup and security middleware against a bare Hono route.
await runner.waitFor(head);
const app = createApp(deps, { secret: 'bench-secret-bench-secret-bench-secret-1', authAttemptsPerMinute: 1_000_000 });
const bare = new Hono().get('/x', (c) => c.json([{ key: 'a', value: 'b' }]));
await compare(
  'http read',
  ['bare Hono JSON route', () => bare.request('/x')],
  ['GET /api/site-settings through the app', () => app.request('/api/site-settings')],
);

// 4. The traffic screen's calls from the analytics buckets against a raw scan of the same events.
await analyticsGroup(events, read, runner, compare);

console.log('\nBenchmarks (ratio = subject mean / baseline mean, same run, same machine)\n');
console.table(
  results.map((r) => ({
    group: r.group,
    baseline: `${r.baseline}: ${r.baseMs.toFixed(3)} ms`,
    subject: `${r.subject}: ${r.subjMs.toFixed(3)} ms`,
    ratio: `${r.ratio.toFixed(2)}x`,
  })),
);
await runner.stop();
await events.close();
rmSync(dir, { recursive: true, force: true });
