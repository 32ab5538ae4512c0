import { type CardClicked, OTHER_BUCKET, type PageViewed } from '@app/contracts';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
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
} from './buckets.js';

export const ANALYTICS_TOPIC = 'analytics';
/** Only staff read traffic; the Socket.IO layer merges a burst of these into one message per 50 ms. */
const NOTICE: ChangeNotice[] = [{ topic: ANALYTICS_TOPIC, rooms: ['staff'] }];

type CardFields = { title?: string; subtitle?: string | null };

// The same increments over and over: built once, shared by reference (the tally keeps, never changes them).
const ONE_VIEW = { views: 1 };
const ONE_CLICK = { clicks: 1 };
const increments = new Map<string, Record<string, number>>();
/** A day's increments for one event: its counter, the hour's, and the capped lists' rows it opened. */
const dayCounts = (counter: 'pageViews' | 'cardClicks', hour: string, newPage = false, newReferrer = false) => {
  const key = `${counter}|${hour}|${newPage}|${newReferrer}`;
  let inc = increments.get(key);
  if (!inc) {
    inc = { [counter]: 1, [`hours.${hour}.${counter}`]: 1, ...(newPage && { pages: 1 }), ...(newReferrer && { referrers: 1 }) };
    increments.set(key, inc);
  }
  return inc;
};

/**
 * Which row of a day's capped list (pages or referring sites) a key is counted under, through a batch:
 * its own when it has one or the day has room for one more (`isNew`), else OTHER_BUCKET. Rows opened
 * earlier in the batch count as existing, so a batch lands where its events one by one would; a
 * redelivered event finds the row it made and lands there again.
 */
class DayRows {
  private readonly known = new Map<string, boolean>();
  private readonly used = new Map<string, number>();

  constructor(
    private readonly rows: Collection,
    private readonly cap: number,
  ) {}

  async rowFor(day: string, key: string, usedBefore: number) {
    if (key === OTHER_BUCKET) return { key, isNew: false };
    const id = `${day}|${key}`;
    let exists = this.known.get(id);
    if (exists === undefined) this.known.set(id, (exists = (await this.rows.findOne({ _id: id }, { projection: { _id: 1 } })) !== null));
    if (exists) return { key, isNew: false };
    const used = this.used.get(day) ?? usedBefore;
    if (used >= this.cap) return { key: OTHER_BUCKET, isNew: false };
    this.used.set(day, used + 1);
    this.known.set(id, true);
    return { key, isNew: true };
  }
}

/** The day documents as they stood before the batch, read once per day. */
async function dayBefore(days: Collection<DayDoc>, cache: Map<string, DayDoc | null>, day: string) {
  if (!cache.has(day)) cache.set(day, await days.findOne({ _id: day }, { projection: { pages: 1, referrers: 1 } }));
  return cache.get(day) ?? null;
}

interface Batch {
  tally: Tally;
  days: Map<string, DayDoc | null>;
  pages: DayRows;
  referrers: DayRows;
}

/** A page view: the day (with its hour), the page, and where the visit came from. */
async function countPageView(e: RecordedEvent, store: ReadStore, b: Batch) {
  const { path, referrer, at } = e.data as PageViewed;
  const { day, hour } = istanbulBucket(at);
  const today = await dayBefore(store.collection<DayDoc>(ANALYTICS_DAYS), b.days, day);
  const page = await b.pages.rowFor(day, pageOf(path), today?.pages ?? 0);
  const source = referrerSource(referrer);
  const site = source === undefined ? null : await b.referrers.rowFor(day, source ?? '', today?.referrers ?? 0);
  b.tally.add(ANALYTICS_DAYS, day, e.position, dayCounts('pageViews', hour, page.isNew, site?.isNew));
  b.tally.add(ANALYTICS_PAGE_DAYS, `${day}|${page.key}`, e.position, ONE_VIEW, { day, path: page.key });
  if (site) b.tally.add(ANALYTICS_REFERRER_DAYS, `${day}|${site.key}`, e.position, ONE_VIEW, { day, source: site.key || null });
}

function countCardClick(e: RecordedEvent, tally: Tally) {
  const { cardId, at } = e.data as CardClicked;
  const { day, hour } = istanbulBucket(at);
  tally.add(ANALYTICS_DAYS, day, e.position, dayCounts('cardClicks', hour));
  tally.add(ANALYTICS_CARD_DAYS, `${day}|${cardId}`, e.position, ONE_CLICK, { day, cardId });
}

/** The click table names cards as they are called now; a deleted card keeps its last name. */
async function trackCardTitle(e: RecordedEvent, store: ReadStore) {
  const cards = store.collection(ANALYTICS_CARDS);
  const data = e.data as { id: string; changes?: CardFields } & CardFields;
  if (e.type === 'CardCreated') {
    await cards.updateOne({ _id: data.id }, { $set: { title: data.title, subtitle: data.subtitle ?? null, deleted: false } }, { upsert: true });
  } else if (e.type === 'CardUpdated') {
    const { title, subtitle } = data.changes ?? {};
    const set = { ...(title !== undefined && { title }), ...(subtitle !== undefined && { subtitle }) };
    if (Object.keys(set).length) await cards.updateOne({ _id: data.id }, { $set: set });
  } else {
    await cards.updateOne({ _id: data.id }, { $set: { deleted: true } });
  }
}

export const analyticsProjection = defineProjection({
  name: 'analytics',
  // 2: pages only for public routes, one OTHER_BUCKET row, and a cap on a day's distinct rows.
  version: 2,
  collections: [ANALYTICS_DAYS, ANALYTICS_PAGE_DAYS, ANALYTICS_REFERRER_DAYS, ANALYTICS_CARD_DAYS, ANALYTICS_CARDS],
  handles: ['PageViewed', 'CardClicked', 'CardCreated', 'CardUpdated', 'CardDeleted'],
  apply: (event, store) => applyBatch([event], store),
  applyBatch,
});

/**
 * Counts a batch's page views and clicks into their buckets with one update per bucket (a rebuild reads
 * hundreds of thousands of them); card titles, a collection of their own, follow event by event.
 */
async function applyBatch(events: RecordedEvent[], store: ReadStore): Promise<ChangeNotice[]> {
  const tally = new Tally();
  const b: Batch = {
    tally,
    days: new Map(),
    pages: new DayRows(store.collection(ANALYTICS_PAGE_DAYS), MAX_PAGES_PER_DAY),
    referrers: new DayRows(store.collection(ANALYTICS_REFERRER_DAYS), MAX_REFERRERS_PER_DAY),
  };
  for (const e of events) {
    if (e.type === 'PageViewed') await countPageView(e, store, b);
    else if (e.type === 'CardClicked') countCardClick(e, tally);
    else await trackCardTitle(e, store);
  }
  await tally.write(store);
  return NOTICE;
}
