import {
  type AnalyticsOverview,
  type AnalyticsTraffic,
  type CardClickRow,
  daysBetween,
  MAX_DAILY_POINTS,
  addDays,
} from '@app/contracts';
import type { Filter, ReadStore } from '../../core/read-store/read-store.js';
import {
  ANALYTICS_CARD_DAYS,
  ANALYTICS_CARDS,
  ANALYTICS_DAYS,
  ANALYTICS_PAGE_DAYS,
  ANALYTICS_REFERRER_DAYS,
  type CardTitleDoc,
  type Counters,
  type DayDoc,
} from './buckets.js';

/** Whole Istanbul days, both included; `from` null: since the first recorded day. */
export interface DayRange {
  from: string | null;
  to: string;
}

const TOP = 10;
const dayFilter = ({ from, to }: DayRange) => (from ? { $gte: from, $lte: to } : { $lte: to });

async function sumBy(read: ReadStore, collection: string, match: Filter, key: string, field: string, limit?: number) {
  const pipeline: Record<string, unknown>[] = [
    { $match: match },
    { $group: { _id: key, n: { $sum: `$${field}` } } },
    { $sort: { n: -1, _id: 1 } },
  ];
  if (limit) pipeline.push({ $limit: limit });
  return read.collection(collection).aggregate<{ _id: string | null; n: number }>(pipeline);
}

/** Every day's counters without the hours: a few hundred small documents a year. */
const dayCounters = (read: ReadStore, filter: Filter = {}) =>
  read.collection<DayDoc>(ANALYTICS_DAYS).find(filter, { projection: { pageViews: 1, cardClicks: 1 } });

export async function analyticsOverview(read: ReadStore, range: DayRange): Promise<AnalyticsOverview> {
  const inRange = (day: string) => (!range.from || day >= range.from) && day <= range.to;
  const out = { pageViews: 0, totalPageViews: 0, totalCardClicks: 0 };
  for (const d of await dayCounters(read)) {
    out.totalPageViews += d.pageViews ?? 0;
    out.totalCardClicks += d.cardClicks ?? 0;
    if (inRange(d._id)) out.pageViews += d.pageViews ?? 0;
  }
  return out;
}

/** Clicks per card in the range, most clicked first; titles as the cards are called now. */
export async function cardClickRows(read: ReadStore, range: DayRange): Promise<CardClickRow[]> {
  const sums = await sumBy(read, ANALYTICS_CARD_DAYS, { day: dayFilter(range) }, '$cardId', 'clicks');
  const ids = sums.map((s) => String(s._id));
  const titles = new Map(
    (await read.collection<CardTitleDoc>(ANALYTICS_CARDS).find({ _id: { $in: ids } })).map((c) => [c._id, c]),
  );
  const rows = sums
    .filter((s) => s.n > 0)
    .map((s) => {
      const card = titles.get(String(s._id));
      return {
        cardId: String(s._id),
        cardTitle: card?.title ?? String(s._id),
        cardSubtitle: card?.subtitle ?? null,
        clicks: s.n,
      };
    });
  return rows.sort(
    (a, b) => b.clicks - a.clicks || a.cardTitle.localeCompare(b.cardTitle, 'tr') || a.cardId.localeCompare(b.cardId),
  );
}

type Point = AnalyticsTraffic['series'][number];
const point = (key: string, d?: Counters | null): Point => ({
  key,
  pageViews: d?.pageViews ?? 0,
  cardClicks: d?.cardClicks ?? 0,
});

/** One day hour by hour; today stops at the current hour. */
async function hourlySeries(read: ReadStore, day: string, nowHour: string): Promise<Point[]> {
  const doc = await read.collection<DayDoc>(ANALYTICS_DAYS).findOne({ _id: day });
  const out: Point[] = [];
  for (let h = 0; h < 24; h += 1) {
    const hour = String(h).padStart(2, '0');
    const key = `${day}T${hour}`;
    if (key > nowHour) break;
    out.push(point(key, doc?.hours?.[hour]));
  }
  return out;
}

/** Day by day (every day present, zeros included), or month by month for long ranges. */
async function dailySeries(read: ReadStore, from: string, to: string, monthly: boolean): Promise<Point[]> {
  const docs = await dayCounters(read, { _id: { $gte: from, $lte: to } });
  const byDay = new Map(docs.map((d) => [d._id, d]));
  const out = new Map<string, Point>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = monthly ? day.slice(0, 7) : day;
    const p = out.get(key) ?? point(key);
    const d = byDay.get(day);
    p.pageViews += d?.pageViews ?? 0;
    p.cardClicks += d?.cardClicks ?? 0;
    out.set(key, p);
  }
  return [...out.values()];
}

async function firstRecordedDay(read: ReadStore): Promise<string | null> {
  const first = await read.collection(ANALYTICS_DAYS).findOne({}, { sort: { _id: 1 } });
  return first?._id ?? null;
}

/**
 * Where the chart starts: the range's first day, or the first recorded day for "all time". A long
 * custom range (say from the year 1900) starts at the first recorded day: there is nothing before it.
 */
async function chartStart(read: ReadStore, range: DayRange): Promise<string> {
  const first = await firstRecordedDay(read);
  const long = !range.from || daysBetween(range.from, range.to) + 1 > MAX_DAILY_POINTS;
  const start = range.from && !(long && (first ?? range.to) > range.from) ? range.from : (first ?? range.to);
  return start < range.to ? start : range.to;
}

/** The chart of the range and its most visited pages and referring sites. */
export async function analyticsTraffic(read: ReadStore, range: DayRange, nowHour: string): Promise<AnalyticsTraffic> {
  const to = range.to;
  const from = await chartStart(read, range);
  const granularity = from === to ? 'hour' : daysBetween(from, to) + 1 > MAX_DAILY_POINTS ? 'month' : 'day';
  const [series, pages, referrers] = await Promise.all([
    granularity === 'hour' ? hourlySeries(read, from, nowHour) : dailySeries(read, from, to, granularity === 'month'),
    sumBy(read, ANALYTICS_PAGE_DAYS, { day: dayFilter(range) }, '$path', 'views', TOP),
    sumBy(read, ANALYTICS_REFERRER_DAYS, { day: dayFilter(range) }, '$source', 'views', TOP),
  ]);
  return {
    from,
    to,
    granularity,
    series,
    topPages: pages.map((p) => ({ path: String(p._id), views: p.n })),
    topReferrers: referrers.map((r) => ({ source: r._id ?? null, views: r.n })),
  };
}
