import { type AnalyticsOverview, type CardClickRow, istanbulDay, OTHER_BUCKET } from '@app/contracts';
import type { EventStore } from '../../core/event-store/event-store.js';
import { fromLog, type LogEvent } from '../../core/event-types.js';
import { START } from '../../core/event-store/event-store.js';
import { MAX_PAGES_PER_DAY, MAX_REFERRERS_PER_DAY, pageOf, referrerSource } from './buckets.js';
import type { DayRange } from './queries.js';

/**
 * The analysts' check on the read model: the same figures counted straight from the event log,
 * one event at a time, with no buckets, no read store and no projection code in between.
 */
export interface ReplayResult {
  from: string | null;
  to: string;
  /** Events read from the log (all types). */
  scanned: number;
  overview: AnalyticsOverview;
  cardClicks: CardClickRow[];
  daily: { day: string; pageViews: number; cardClicks: number }[];
  topPages: { path: string; views: number }[];
  topReferrers: { source: string | null; views: number }[];
}

const BATCH = 5000;
const TOP = 10;

class Tally {
  readonly counts = new Map<string, number>();
  add(key: string, n = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  /** Most first, ties by key in code-unit order (as the read store sorts). */
  top(limit: number) {
    return [...this.counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
  }
}

/** The same rule as the read model: a day names its first `cap` distinct keys, later new ones are OTHER_BUCKET. */
class DayRows {
  private readonly days = new Map<string, Set<string>>();
  constructor(private readonly cap: number) {}
  rowFor(day: string, key: string) {
    if (key === OTHER_BUCKET) return key;
    const seen = this.days.get(day) ?? new Set<string>();
    this.days.set(day, seen);
    if (seen.has(key) || seen.size < this.cap) return (seen.add(key), key);
    return OTHER_BUCKET;
  }
}

export async function replayAnalytics(
  events: EventStore,
  range: DayRange,
  onProgress: (position: number, head: number) => void = () => {},
): Promise<ReplayResult> {
  const inRange = (day: string) => (range.from === null || day >= range.from) && day <= range.to;
  const totals = { pageViews: 0, cardClicks: 0 };
  const views = new Tally();
  const clicksPerDay = new Tally();
  const pages = new Tally();
  const referrers = new Tally();
  const clicks = new Tally();
  const titles = new Map<string, { title: string; subtitle: string | null }>();
  const pageRows = new DayRows(MAX_PAGES_PER_DAY);
  const referrerRows = new DayRows(MAX_REFERRERS_PER_DAY);

  const count = (e: LogEvent) => {
    if (e.type === 'PageViewed') {
      const v = e.data;
      totals.pageViews += 1;
      const day = istanbulDay(new Date(v.at));
      if (!inRange(day)) return;
      views.add(day);
      pages.add(pageRows.rowFor(day, pageOf(v.path)));
      const source = referrerSource(v.referrer);
      if (source !== undefined) referrers.add(referrerRows.rowFor(day, source ?? '\u0000'));
    } else if (e.type === 'CardClicked') {
      const c = e.data;
      totals.cardClicks += 1;
      const day = istanbulDay(new Date(c.at));
      if (!inRange(day)) return;
      clicksPerDay.add(day);
      clicks.add(c.cardId);
    } else if (e.type === 'CardCreated' || e.type === 'CardUpdated') {
      const { id } = e.data;
      const fields: { title?: string; subtitle?: string | null } = e.type === 'CardCreated' ? e.data : e.data.changes;
      const before = titles.get(id) ?? { title: id, subtitle: null };
      titles.set(id, {
        title: fields.title ?? before.title,
        subtitle: fields.subtitle === undefined ? before.subtitle : fields.subtitle,
      });
    }
  };

  const head = await events.headPosition();
  let scanned = 0;
  for (let after = START, batch; (batch = await events.readAll(after, BATCH)).length > 0; after = batch.at(-1)!.position) {
    for (const e of batch) count(fromLog(e));
    scanned += batch.length;
    onProgress(batch.at(-1)!.position, head);
  }

  const days = [...new Set([...views.counts.keys(), ...clicksPerDay.counts.keys()])].sort();
  const cardClicks = [...clicks.counts].map(([cardId, n]) => ({
    cardId,
    cardTitle: titles.get(cardId)?.title ?? cardId,
    cardSubtitle: titles.get(cardId)?.subtitle ?? null,
    clicks: n,
  }));
  cardClicks.sort(
    (a, b) => b.clicks - a.clicks || a.cardTitle.localeCompare(b.cardTitle, 'tr') || a.cardId.localeCompare(b.cardId),
  );
  return {
    from: range.from,
    to: range.to,
    scanned,
    overview: {
      pageViews: [...views.counts.values()].reduce((a, b) => a + b, 0),
      totalPageViews: totals.pageViews,
      totalCardClicks: totals.cardClicks,
    },
    cardClicks,
    daily: days.map((day) => ({ day, pageViews: views.counts.get(day) ?? 0, cardClicks: clicksPerDay.counts.get(day) ?? 0 })),
    topPages: pages.top(TOP).map(([path, n]) => ({ path, views: n })),
    topReferrers: referrers.top(TOP).map(([source, n]) => ({ source: source === '\u0000' ? null : source, views: n })),
  };
}
