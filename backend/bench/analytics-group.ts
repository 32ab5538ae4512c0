import { istanbulDay, trackingStreamId } from '@app/contracts';
import type { EventStore, EventToAppend } from '../core/event-store/event-store.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { analyticsOverview, analyticsTraffic, cardClickRows } from '../projections/analytics/queries.js';
import { replayAnalytics } from '../projections/analytics/replay.js';

type Compare = (
  group: string,
  baseline: [string, () => unknown],
  subject: [string, () => unknown],
  time?: number,
) => Promise<void>;

/**
 * The analytics screen's three calls answered from the day buckets, against counting the same
 * page views straight from the log (what a query without a read model would have to do).
 */
export async function analyticsGroup(
  events: EventStore,
  read: ReadStore,
  runner: ProjectionRunner,
  compare: Compare,
  views = 5000,
) {
  const now = Date.now();
  const paths = ['/', '/market', '/etkinlikler', '/bilet-sistemi', '/lider-tablosu'];
  for (let i = 0; i < views; i += 500) {
    const at = new Date(now - (i / views) * 30 * 86_400_000);
    const batch: EventToAppend[] = Array.from({ length: 500 }, (_, j) => {
      const iso = new Date(at.getTime() - j * 1000).toISOString();
      return {
        type: 'PageViewed',
        data: { path: paths[j % paths.length], referrer: null, at: iso },
        metadata: { actorId: null, actorRole: null, at: iso, correlationId: 'bench' },
      };
    });
    await events.append(trackingStreamId('pageViews', at), batch, 'any');
  }
  await runner.waitFor(await events.headPosition(), 600_000);
  const today = istanbulDay(new Date());
  const range = { from: null, to: today } as const;
  await compare(
    `analytics period query (${views} page views over 30 days)`,
    ['count the same views from the raw log', () => replayAnalytics(events, range)],
    [
      'overview + card clicks + chart from day buckets',
      () =>
        Promise.all([analyticsOverview(read, range), cardClickRows(read, range), analyticsTraffic(read, range, `${today}T23`)]),
    ],
  );
}
