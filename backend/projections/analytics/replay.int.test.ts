import { istanbulDay, rangeDays, type AnalyticsRange } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START } from '../../core/event-store/event-store.js';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type Harness, json } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { analyticsProjection } from './analytics.projection.js';
import { replayAnalytics } from './replay.js';
import { analyticsHarness, clickAt, settle, viewAt } from '../../test-support/analytics.js';
import type { ManualClock } from '../../test-support/clock.js';

let h: Harness;
let clock: ManualClock;
let staff: string;
beforeEach(async () => ({ h, clock, staff } = await analyticsHarness()));
afterEach(async () => (await settle(h), await h.close()));

const PATHS = ['/', '/market', '/etkinlikler', '/bilet-sistemi', '/lider-tablosu'];
const REFERRERS = [null, 'https://www.google.com/', 'https://t.me/kanal', '/market', 'https://instagram.com/p/1'];

/** Three weeks of traffic, a few views an hour around midnights, and clicks on cards that get renamed. */
async function recordTraffic() {
  const card = async (title: string) =>
    (await json(await h.request('POST', '/api/cards', { body: { title, link: 'https://ornek.test' }, cookie: staff })))
      .id as string;
  const cards = [await card('Alfa'), await card('Beta'), await card('Gama')];
  const start = Date.parse('2025-04-12T18:00:00Z');
  for (let i = 0; i < 160; i += 1) {
    const at = new Date(start + i * 3.1 * 3600_000 + (i % 7) * 60_000).toISOString();
    await viewAt(h, clock, at, PATHS[(i * 7) % PATHS.length], REFERRERS[(i * 3) % REFERRERS.length]);
    if (i % 3 === 0) await clickAt(h, clock, at, cards[i % 4 === 0 ? 0 : (i % 2) + 1]!);
  }
  // Three weeks on, the staff login has been idle past its 12 hours: staff log in again.
  staff = await loginStaff(h);
  await h.request('PATCH', `/api/cards/${cards[1]}`, {
    body: { title: 'Beta Yeni', subtitle: 'Yeni alt başlık' },
    cookie: staff,
  });
  await settle(h);
}

const query = (r: AnalyticsRange) => (r.kind === 'period' ? `period=${r.period}` : `startDate=${r.from}&endDate=${r.to}`);

describe('npm run analytics:replay', () => {
  it.each<AnalyticsRange>([
    { kind: 'period', period: 'day' },
    { kind: 'period', period: 'week' },
    { kind: 'period', period: 'month' },
    { kind: 'period', period: 'all' },
    { kind: 'custom', from: '2025-04-20', to: '2025-04-27' },
  ])('counts the same figures from the raw log as the read model answers (%o)', async (range) => {
    await recordTraffic();
    const get = async (path: string) => json(await h.request('GET', `/api/analytics/${path}?${query(range)}`, { cookie: staff }));
    const replay = await replayAnalytics(h.deps.events, rangeDays(range, istanbulDay(clock.clock())));
    expect(replay.overview.totalPageViews).toBe(160);
    expect(replay.overview.pageViews).toBeGreaterThan(0);
    expect(replay.cardClicks.length).toBeGreaterThan(0);
    expect(replay.overview).toEqual(await get('overview'));
    expect(replay.cardClicks).toEqual(await get('card-clicks'));
    const traffic = await get('traffic');
    expect(replay.topPages).toEqual(traffic.topPages);
    expect(replay.topReferrers).toEqual(traffic.topReferrers);
    if (traffic.granularity === 'day') {
      type P = { key: string; pageViews: number; cardClicks: number };
      const charted = (traffic.series as P[]).filter((p) => p.pageViews + p.cardClicks > 0);
      expect(replay.daily).toEqual(charted.map((p) => ({ day: p.key, pageViews: p.pageViews, cardClicks: p.cardClicks })));
    }
  });
});

async function dump(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const c of analyticsProjection.collections) out[c] = await read.collection(c).find({}, { sort: { _id: 1 } });
  return out;
}

describe('the analytics projection', () => {
  it('rebuilt from the log equals the live read model, and an event delivered twice changes nothing', async () => {
    await recordTraffic();
    const live = await dump(h.deps.read);
    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, [analyticsProjection]);
    expect(await dump(rebuilt)).toEqual(live);
    for (const e of await h.deps.events.readAll(START, 100_000)) {
      if (analyticsProjection.handles.has(e.type)) await analyticsProjection.apply(e, rebuilt);
    }
    expect(await dump(rebuilt)).toEqual(live);
  });
});
