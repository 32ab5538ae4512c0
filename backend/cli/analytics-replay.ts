import { AnalyticsQuery } from '@app/contracts';
import { Presets, SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { EventStore } from '../core/event-store/event-store.js';
import { loadConfig } from '../env.js';
import { daysOf } from '../projections/analytics/routes.js';
import { replayAnalytics } from '../projections/analytics/replay.js';
import path from 'node:path';

const USAGE = `npm run analytics:replay -- [--from YYYY-MM-DD --to YYYY-MM-DD | --period day|week|month|all (default all)] [--json]
Counts page views and card clicks straight from the event log (no read model), for checking the dashboard.`;

async function openEvents(): Promise<EventStore> {
  const config = loadConfig();
  if (config.EVENTSTORE_URL)
    return (await import('../core/event-store/eventstoredb-event-store.js')).createEventStoreDbEventStore(config.EVENTSTORE_URL);
  return createSqliteEventStore(path.join(config.dataDir, 'events.db'));
}

function parseRange() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      period: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const custom = values.from !== undefined || values.to !== undefined;
  const query = custom
    ? { period: values.period, startDate: values.from, endDate: values.to }
    : { period: values.period ?? 'all' };
  const parsed = AnalyticsQuery.safeParse(query);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('; ')}\n\n${USAGE}`);
  return { days: daysOf(parsed.data, new Date()), json: !!values.json };
}

async function main() {
  const { days, json } = parseRange();
  const events = await openEvents();
  const bar = new SingleBar(
    { format: 'Replaying [{bar}] {percentage}% | position {value}/{total} | {eta_formatted} left', stream: process.stderr },
    Presets.shades_classic,
  );
  bar.start(Math.max(await events.headPosition(), 0), 0);
  const started = performance.now();
  const result = await replayAnalytics(events, days, (position) => bar.update(position));
  bar.stop();
  await events.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (json) return console.info(JSON.stringify(result, null, 2));
  console.info(
    `\n${result.scanned} events read in ${seconds} s. Range: ${days.from ?? 'first day'} .. ${days.to} (Istanbul days, both included)\n`,
  );
  console.table([
    {
      'page views in range': result.overview.pageViews,
      'total page views': result.overview.totalPageViews,
      'total card clicks': result.overview.totalCardClicks,
    },
  ]);
  if (result.daily.length) console.table(result.daily);
  if (result.cardClicks.length) console.table(result.cardClicks);
  if (result.topPages.length) console.table(result.topPages);
  if (result.topReferrers.length)
    console.table(result.topReferrers.map((r) => ({ source: r.source ?? '(doğrudan)', views: r.views })));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
