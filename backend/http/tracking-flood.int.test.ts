import { statSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_BUCKET } from '@app/contracts';
import {
  ANALYTICS_PAGE_DAYS,
  ANALYTICS_REFERRER_DAYS,
  MAX_PAGES_PER_DAY,
  MAX_REFERRERS_PER_DAY,
  type PageDayDoc,
  type ReferrerDayDoc,
} from '../projections/analytics/buckets.js';
import { analyticsProjection } from '../projections/analytics/analytics.projection.js';
import { settle } from '../test-support/analytics.js';
import { createHarness, type Harness } from '../test-support/harness.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let h: Harness;
afterEach(async () => (await settle(h), await h.close()));

const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const eventLogMb = () => statSync(path.join(h.dir, 'events.db')).size / 1024 / 1024;
async function readModelDocs() {
  let n = 0;
  for (const c of analyticsProjection.collections) n += await h.deps.read.collection(c).countDocuments({});
  return n;
}

/** Page views an attacker makes up: every one a new ~1.5 KB path and a new ~1.5 KB referrer on a new host. */
const junk = (i: number) => ({
  path: i % 2 ? `/${i}-${'x'.repeat(1500)}` : `/etkinlikler/${String(i).padStart(64, 'e')}`,
  referrer: `https://s${i}.flood.test/${'y'.repeat(1500)}?q=${i}`,
});

async function flood(from: number, count: number) {
  for (let start = from; start < from + count; start += 500) {
    const batch = Array.from({ length: 500 }, (_, k) => h.request('POST', '/api/analytics/page-view', { body: junk(start + k) }));
    const statuses = await Promise.all(batch.map(async (r) => (await r).status));
    expect(statuses.every((s) => s === 202)).toBe(true);
  }
  await settle(h);
}

describe('a flood of made-up page views', () => {
  it('keeps memory, the read model and the event log flat', { timeout: 240_000 }, async () => {
    h = await createHarness({ clock: () => new Date('2025-05-02T09:00:00Z') });
    await flood(0, 4_000); // warm up: caches, JIT, the day's capped rows filled
    const docs = await readModelDocs();
    const [heap, log] = [heapMb(), eventLogMb()];
    await flood(4_000, 20_000);
    const grown = {
      heap: heapMb() - heap,
      docs: (await readModelDocs()) - docs,
      logPerView: ((eventLogMb() - log) * 1024 * 1024) / 20_000,
    };
    console.info(
      `after 20,000 more made-up views: heap ${grown.heap.toFixed(1)} MB, ${grown.docs} new documents, ${grown.logPerView.toFixed(0)} bytes of log per view`,
    );
    expect(docs).toBeLessThanOrEqual(1 + MAX_PAGES_PER_DAY + 1 + MAX_REFERRERS_PER_DAY + 1);
    expect(grown.docs).toBe(0);
    expect(grown.heap).toBeLessThan(6); // 20,000 x 3 KB kept would be 60 MB; a leak of 1.5 KB a request (found so) 30 MB
    expect(grown.logPerView).toBeLessThan(600); // the path and the referrer's path are not stored
    // Nothing is lost: every view is counted, the made-up ones under 'diğer'.
    const pages = await h.deps.read.collection<PageDayDoc>(ANALYTICS_PAGE_DAYS).find({});
    expect(pages.reduce((n, p) => n + p.views, 0)).toBe(24_000);
    expect(pages.find((p) => p.path === OTHER_BUCKET)!.views).toBe(24_000 - MAX_PAGES_PER_DAY);
    const referrers = await h.deps.read.collection<ReferrerDayDoc>(ANALYTICS_REFERRER_DAYS).find({});
    expect(referrers.find((r) => r.source === OTHER_BUCKET)!.views).toBe(24_000 - MAX_REFERRERS_PER_DAY);
  });
});
