/**
 * `npx tsx backend/bench/analytics-million.ts [count]`: how long the analytics read model takes to
 * rebuild from a log of N page views (default 1,000,000) on this machine, and how long the raw replay
 * and a period query take. The log is written to a temporary SQLite file and deleted afterwards.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trackingStreamId } from '@app/contracts';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { EventToAppend } from '../core/event-store/event-store.js';
import { rebuildProjections } from '../core/projections/rebuild.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { analyticsProjection } from '../projections/analytics/analytics.projection.js';
import { analyticsOverview, analyticsTraffic, cardClickRows } from '../projections/analytics/queries.js';
import { replayAnalytics } from '../projections/analytics/replay.js';

const total = Number(process.argv[2] ?? 1_000_000);
const DAYS = 90;
const PATHS = ['/', '/market', '/etkinlikler', '/bilet-sistemi', '/lider-tablosu', '/profil', '/giris', '/kayit'];
const REFERRERS = [null, 'https://www.google.com/', 'https://t.me/kanal', '/market', 'https://www.instagram.com/'];
const dir = mkdtempSync(path.join(tmpdir(), 'analytics-1m-'));
const file = path.join(dir, 'events.db');
const events = createSqliteEventStore(file);
const secs = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

// Views spread evenly over 90 days up to now, appended per hourly stream in batches, as the recorder does.
const t0 = performance.now();
const end = Date.now();
const step = (DAYS * 86_400_000) / total;
let batch: EventToAppend[] = [];
let stream = '';
for (let i = 0; i < total; i += 1) {
  const at = new Date(end - DAYS * 86_400_000 + i * step);
  const id = trackingStreamId('pageViews', at);
  if ((id !== stream || batch.length >= 2000) && batch.length) {
    await events.append(stream, batch, 'any');
    batch = [];
  }
  stream = id;
  const iso = at.toISOString();
  batch.push({
    type: 'PageViewed',
    data: { path: PATHS[i % PATHS.length], referrer: REFERRERS[i % REFERRERS.length], at: iso },
    metadata: { actorId: null, actorRole: null, at: iso, correlationId: `c${i}` },
  });
}
if (batch.length) await events.append(stream, batch, 'any');
console.info(`wrote ${total} page views in ${secs(t0)} s (${(statSync(file).size / 1e6).toFixed(0)} MB)`);

const read = createMemoryReadStore();
const t1 = performance.now();
let lastLog = t1;
await rebuildProjections(events, read, [analyticsProjection], (done, head) => {
  if (performance.now() - lastLog > 10_000) {
    console.info(`  rebuild at ${done}/${head} after ${secs(t1)} s`);
    lastLog = performance.now();
  }
});
console.info(
  `rebuilt the analytics read model in ${secs(t1)} s (${((total / (performance.now() - t1)) * 1000).toFixed(0)} events/s)`,
);

const t2 = performance.now();
const replay = await replayAnalytics(events, { from: null, to: '9999-12-31' });
console.info(`replayed the raw log in ${secs(t2)} s: ${replay.overview.totalPageViews} page views`);

const t3 = performance.now();
const runs = 20;
for (let i = 0; i < runs; i += 1) {
  await analyticsOverview(read, { from: '0000-01-01', to: '9999-12-31' });
  await cardClickRows(read, { from: '0000-01-01', to: '9999-12-31' });
  await analyticsTraffic(read, { from: null, to: new Date().toISOString().slice(0, 10) }, '9999-12-31T23');
}
console.info(
  `one period query (overview + card clicks + traffic over ${DAYS} days of buckets): ${((performance.now() - t3) / runs).toFixed(1)} ms`,
);
await events.close();
rmSync(dir, { recursive: true, force: true });
