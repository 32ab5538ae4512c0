import { OTHER_BUCKET, trackingStreamId } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { createHarness, type Harness } from '../../test-support/harness.js';
import { analyticsProjection } from './analytics.projection.js';
import {
  ANALYTICS_PAGE_DAYS,
  ANALYTICS_REFERRER_DAYS,
  MAX_PAGES_PER_DAY,
  MAX_REFERRERS_PER_DAY,
  type PageDayDoc,
  type ReferrerDayDoc,
} from './buckets.js';
import { analyticsTraffic } from './queries.js';
import { replayAnalytics } from './replay.js';

let h: Harness;
afterEach(async () => h?.close());

const at = '2025-05-02T09:00:00.000Z'; // 2 May in Istanbul
const view = (path: string, referrer: string | null, n: number) => ({
  type: 'PageViewed',
  data: { path, referrer, at },
  metadata: { actorId: null, actorRole: null, at, correlationId: `c${n}` },
});

/** Appended straight to the log, the way events recorded before the limits look: any path, a referrer's full address. */
async function appendViews(views: ReturnType<typeof view>[]) {
  for (let i = 0; i < views.length; i += 500)
    await h.deps.events.append(trackingStreamId('pageViews', new Date(at)), views.slice(i, i + 500), 'any');
  await h.deps.runner.waitFor(await h.deps.events.headPosition(), 30_000);
}

describe('a day of page views', () => {
  it('names only public pages and at most so many pages and referring sites; the rest is "diğer"', async () => {
    h = await createHarness();
    const views = [
      view('/market', 'https://www.google.com/search?q=1', 0),
      view('/gizli-yonetim-paneli', null, 1), // no such page
      view('/market', 'https://t.me/kanal', 2),
      ...Array.from({ length: MAX_PAGES_PER_DAY + 50 }, (_, i) =>
        view(`/etkinlikler/e${i}`, `https://site${i}.test/yol/${i}`, 10 + i),
      ),
    ];
    await appendViews(views);
    const pages = await h.deps.read.collection<PageDayDoc>(ANALYTICS_PAGE_DAYS).find({});
    const referrers = await h.deps.read.collection<ReferrerDayDoc>(ANALYTICS_REFERRER_DAYS).find({});
    expect(pages.filter((p) => p.path !== OTHER_BUCKET)).toHaveLength(MAX_PAGES_PER_DAY);
    expect(referrers.filter((r) => r.source !== OTHER_BUCKET)).toHaveLength(MAX_REFERRERS_PER_DAY);
    expect(pages.reduce((n, p) => n + p.views, 0)).toBe(views.length);
    // '/market' and the first 199 events keep their rows; the made-up path and the 51 later events are 'diğer'.
    expect(pages.find((p) => p.path === OTHER_BUCKET)?.views).toBe(1 + 51);
    expect(pages.find((p) => p.path === '/market')?.views).toBe(2);
    expect(referrers.find((r) => r.source === OTHER_BUCKET)?.views).toBe(views.length - MAX_REFERRERS_PER_DAY);
    expect(referrers.find((r) => r.source === 'google.com')?.views).toBe(1);

    // The analysts' replay applies the same rule, and a rebuild lands in the same rows.
    const range = { from: '2025-05-02', to: '2025-05-02' };
    const replay = await replayAnalytics(h.deps.events, range);
    const traffic = await analyticsTraffic(h.deps.read, range, '2025-05-02T12');
    expect(replay.topPages).toEqual(traffic.topPages);
    expect(replay.topReferrers).toEqual(traffic.topReferrers);
    expect(traffic.topPages[0]).toEqual({ path: OTHER_BUCKET, views: 52 });
    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, [analyticsProjection]);
    expect(await rebuilt.collection(ANALYTICS_PAGE_DAYS).find({}, { sort: { _id: 1 } })).toEqual(
      await h.deps.read.collection(ANALYTICS_PAGE_DAYS).find({}, { sort: { _id: 1 } }),
    );
  });

  it('a page view delivered again lands in the row it landed in, also once the day is full', async () => {
    h = await createHarness();
    await appendViews(Array.from({ length: MAX_PAGES_PER_DAY + 2 }, (_, i) => view(`/etkinlikler/e${i}`, null, i)));
    const before = await h.deps.read.collection(ANALYTICS_PAGE_DAYS).find({}, { sort: { _id: 1 } });
    const logged = await h.deps.events.readStream(trackingStreamId('pageViews', new Date(at)));
    for (const e of [logged[0]!, logged.at(-1)!]) await analyticsProjection.apply(e, h.deps.read);
    expect(await h.deps.read.collection(ANALYTICS_PAGE_DAYS).find({}, { sort: { _id: 1 } })).toEqual(before);
  });
});
