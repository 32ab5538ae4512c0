/**
 * Run by rebuild-figure.ts in its own process, with the node flags `npm run projections:rebuild` uses:
 * the raw scan and the rebuild of every projection into a fresh read-model file, in turns, once to
 * warm up and then `runs` times, each printed as a JSON line (CPU and wall milliseconds).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { KEYS_FILE } from '../infrastructure.js';
import { rebuildProjections } from '../core/projections/rebuild.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { allProjections } from '../registry/compose.js';

const [dir, runs] = [process.argv[2]!, Number(process.argv[3] ?? 3)];
const file = path.join(dir, 'events.db');

/** CPU (this thread and V8's helpers: the process) and wall time of one task, in milliseconds. */
async function cost(task: () => unknown) {
  const [cpu, wall] = [process.cpuUsage(), performance.now()];
  await task();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
}

/** The floor any reader of the log pays: every row read with better-sqlite3 and its JSON parsed, nothing else. */
function rawScan() {
  const db = new Database(file, { readonly: true });
  for (const row of db.prepare('SELECT * FROM events ORDER BY position').iterate() as Iterable<{
    data: string;
    metadata: string;
  }>) {
    JSON.parse(row.data);
    JSON.parse(row.metadata);
  }
  db.close();
}

/**
 * What `projections:rebuild` does: every projection rebuilt from the log into the embedded store, written
 * to its file, reading through the privacy boundary with the log's keys (personal fields opened) as it does.
 */
async function rebuild() {
  const out = mkdtempSync(path.join(tmpdir(), 'bench-rebuild-'));
  const { events, keys } = createPrivacyBoundary(createSqliteEventStore(file), createSqliteMemberKeys(path.join(dir, KEYS_FILE)));
  const read = createMemoryReadStore({ file: path.join(out, 'read-models.db') });
  await rebuildProjections(events, read, allProjections);
  await read.close();
  await events.close();
  await keys.close();
  rmSync(out, { recursive: true, force: true });
}

for (let i = 0; i <= runs; i += 1) {
  const [scan, built] = [await cost(rawScan), await cost(rebuild)];
  if (i > 0) console.log(JSON.stringify({ scan, rebuild: built }));
}
