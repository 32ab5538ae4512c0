import { OTHER_BUCKET, Topic } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { Tally } from '../../core/projections/tally.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { Collection, ReadStore } from '../../core/read-store/read-store.js';
import {
  ANALYTICS_CARD_DAYS,
  ANALYTICS_CARDS,
  ANALYTICS_DAYS,
  ANALYTICS_PAGE_DAYS,
  ANALYTICS_REFERRER_DAYS,
  type DayDoc,
  istanbulBucket,
  MAX_PAGES_PER_DAY,
  MAX_REFERRERS_PER_DAY,
  pageOf,
  referrerSource,
  rowId,
} from './buckets.js';

export const ANALYTICS_TOPIC = Topic.analytics;
/** Only staff read traffic; the Socket.IO layer merges a burst of these into one message per 50 ms. */
const NOTICE: ChangeNotice[] = [{ topic: ANALYTICS_TOPIC, rooms: ['staff'] }];

const HANDLES = ['PageViewed', 'CardClicked', 'CardCreated', 'CardUpdated', 'CardDeleted'] as const;
type Handled = LogEvent<(typeof HANDLES)[number]>;

// The same increments over and over: built once, shared by reference (the tally keeps, never changes them).
const ONE_VIEW = { views: 1 };
const ONE_CLICK = { clicks: 1 };
const increments = {
  pageViews: new Map<string, Record<string, number>[]>(),
  cardClicks: new Map<string, Record<string, number>[]>(),
};
/** A day's increments for one event: its counter, the hour's, and the capped lists' rows it opened. */
function dayCounts(counter: 'pageViews' | 'cardClicks', hour: string, newPage = false, newReferrer = false) {
  let ofHour = increments[counter].get(hour);
  if (!ofHour) {
    const inc = (page: boolean, referrer: boolean) => ({
      [counter]: 1,
      [`hours.${hour}.${counter}`]: 1,
      ...(page && { pages: 1 }),
      ...(referrer && { referrers: 1 }),
    });
    increments[counter].set(hour, (ofHour = [inc(false, false), inc(true, false), inc(false, true), inc(true, true)]));
  }
  return ofHour[(newPage ? 1 : 0) + (newReferrer ? 2 : 0)]!;
}

/** Where an event is counted in a capped list: a row that exists, a row it opens, or the day's OTHER_BUCKET row. */
const enum Row {
  Existing,
  Opened,
  Other,
}

/**
 * Which row of a day's capped list (pages or referring sites) a key is counted under, through a batch:
 * its own when it has one or the day has room for one more, else OTHER_BUCKET. Rows opened earlier in
 * the batch count as existing, so a batch lands where its events one by one would; a redelivered event
 * finds the row it made and lands there again. What the store holds is looked up once per batch
 * (`prefetch`), so counting the events themselves never waits.
 */
class DayRows {
  private readonly exists = new Map<string, boolean>();
  private readonly used = new Map<string, number>();

  constructor(
    private readonly rows: Collection,
    private readonly cap: number,
  ) {}

  async prefetch(ids: Iterable<string>) {
    for (const id of ids) {
      if (!this.exists.has(id)) this.exists.set(id, (await this.rows.findOne({ _id: id }, { projection: { _id: 1 } })) !== null);
    }
  }

  rowFor(day: string, id: string, isOther: boolean, usedBefore: number): Row {
    if (isOther || this.exists.get(id)) return Row.Existing;
    const used = this.used.get(day) ?? usedBefore;
    if (used >= this.cap) return Row.Other;
    this.used.set(day, used + 1);
    this.exists.set(id, true);
    return Row.Opened;
  }
}

/** A page view's buckets (`<day>|<key>` row ids), worked out before any lookup. */
interface View {
  position: number;
  day: string;
  hour: string;
  page: string;
  pageRow: string;
  /** The referring site ('' for a direct visit); undefined for a step inside the site. */
  source: string | undefined;
  sourceRow: string;
}

function viewOf(e: LogEvent<'PageViewed'>): View {
  const { path, referrer, at } = e.data;
  const { day, hour } = istanbulBucket(at);
  const page = pageOf(path);
  const site = referrerSource(referrer);
  const source = site === undefined ? undefined : (site ?? '');
  return {
    position: e.position,
    day,
    hour,
    page,
    pageRow: rowId(day, page),
    source,
    sourceRow: source === undefined ? '' : rowId(day, source),
  };
}

/** Counts a batch's page views: the rows they may open are looked up first, then each is counted in order. */
async function countPageViews(views: View[], store: ReadStore, tally: Tally) {
  const days = new Map<string, DayDoc | null>();
  const pages = new DayRows(store.collection(ANALYTICS_PAGE_DAYS), MAX_PAGES_PER_DAY);
  const referrers = new DayRows(store.collection(ANALYTICS_REFERRER_DAYS), MAX_REFERRERS_PER_DAY);
  const dayDocs = store.collection<DayDoc>(ANALYTICS_DAYS);
  for (const v of views)
    if (!days.has(v.day)) days.set(v.day, await dayDocs.findOne({ _id: v.day }, { projection: { pages: 1, referrers: 1 } }));
  await pages.prefetch(new Set(views.map((v) => v.pageRow)));
  await referrers.prefetch(new Set(views.filter((v) => v.source !== undefined).map((v) => v.sourceRow)));
  for (const v of views) {
    const today = days.get(v.day);
    const page = pages.rowFor(v.day, v.pageRow, v.page === OTHER_BUCKET, today?.pages ?? 0);
    const site = v.source === undefined ? null : referrers.rowFor(v.day, v.sourceRow, false, today?.referrers ?? 0);
    tally.add(ANALYTICS_DAYS, v.day, v.position, dayCounts('pageViews', v.hour, page === Row.Opened, site === Row.Opened));
    if (page === Row.Other)
      tally.add(ANALYTICS_PAGE_DAYS, rowId(v.day, OTHER_BUCKET), v.position, ONE_VIEW).set ??= { day: v.day, path: OTHER_BUCKET };
    else tally.add(ANALYTICS_PAGE_DAYS, v.pageRow, v.position, ONE_VIEW).set ??= { day: v.day, path: v.page };
    if (site === Row.Other)
      tally.add(ANALYTICS_REFERRER_DAYS, rowId(v.day, OTHER_BUCKET), v.position, ONE_VIEW).set ??= {
        day: v.day,
        source: OTHER_BUCKET,
      };
    else if (site !== null)
      tally.add(ANALYTICS_REFERRER_DAYS, v.sourceRow, v.position, ONE_VIEW).set ??= { day: v.day, source: v.source || null };
  }
}

function countCardClick(e: LogEvent<'CardClicked'>, tally: Tally) {
  const { cardId, at } = e.data;
  const { day, hour } = istanbulBucket(at);
  tally.add(ANALYTICS_DAYS, day, e.position, dayCounts('cardClicks', hour));
  tally.add(ANALYTICS_CARD_DAYS, rowId(day, cardId), e.position, ONE_CLICK).set ??= { day, cardId };
}

/** The click table names cards as they are called now; a deleted card keeps its last name. */
async function trackCardTitle(e: LogEvent<'CardCreated' | 'CardUpdated' | 'CardDeleted'>, store: ReadStore) {
  const cards = store.collection(ANALYTICS_CARDS);
  if (e.type === 'CardCreated') {
    const { id, title, subtitle } = e.data;
    await cards.updateOne({ _id: id }, { $set: { title, subtitle: subtitle ?? null, deleted: false } }, { upsert: true });
  } else if (e.type === 'CardUpdated') {
    const { title, subtitle } = e.data.changes;
    const set = { ...(title !== undefined && { title }), ...(subtitle !== undefined && { subtitle }) };
    if (Object.keys(set).length) await cards.updateOne({ _id: e.data.id }, { $set: set });
  } else {
    await cards.updateOne({ _id: e.data.id }, { $set: { deleted: true } });
  }
}

export const analyticsProjection = defineProjection({
  name: 'analytics',
  // 2: pages only for public routes, one OTHER_BUCKET row, and a cap on a day's distinct rows.
  version: 2,
  collections: [ANALYTICS_DAYS, ANALYTICS_PAGE_DAYS, ANALYTICS_REFERRER_DAYS, ANALYTICS_CARD_DAYS, ANALYTICS_CARDS],
  // The reports sum a range of days per page, referrer and card.
  indexes: [ANALYTICS_PAGE_DAYS, ANALYTICS_REFERRER_DAYS, ANALYTICS_CARD_DAYS].map((collection) => ({
    collection,
    keys: { day: 1 },
  })),
  handles: [...HANDLES],
  apply: (event, store) => applyBatch([event], store),
  applyBatch,
});

/**
 * Counts a batch's page views and clicks into their buckets with one update per bucket (a rebuild reads
 * hundreds of thousands of them); card titles, a collection of their own, follow event by event.
 */
async function applyBatch(events: Handled[], store: ReadStore): Promise<ChangeNotice[]> {
  const tally = new Tally();
  const views: View[] = [];
  for (const e of events) {
    if (e.type === 'PageViewed') views.push(viewOf(e));
    else if (e.type === 'CardClicked') countCardClick(e, tally);
    else await trackCardTitle(e, store);
  }
  // After the clicks: the tally counts each document's events whatever the order they came in.
  if (views.length > 0) await countPageViews(views, store, tally);
  await tally.write(store);
  return NOTICE;
}
