import { type CardClicked, OTHER_BUCKET, type PageViewed } from '@app/contracts';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { guardedUpsert } from '../../core/projections/guarded.js';
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

/**
 * The row a key is counted under on `day`: its own when it has one or the day has room for one
 * more (`isNew`), else OTHER_BUCKET. A redelivered event finds the row it made and lands there again.
 */
async function rowFor(rows: Collection, day: string, key: string, used: number, cap: number) {
  if (key === OTHER_BUCKET || (await rows.findOne({ _id: `${day}|${key}` }))) return { key, isNew: false };
  return used < cap ? { key, isNew: true } : { key: OTHER_BUCKET, isNew: false };
}

async function countPageView(e: RecordedEvent, store: ReadStore) {
  const { path, referrer, at } = e.data as PageViewed;
  const { day, hour } = istanbulBucket(at);
  const [days, pages, referrers] = [store.collection<DayDoc>(ANALYTICS_DAYS), store.collection(ANALYTICS_PAGE_DAYS), store.collection(ANALYTICS_REFERRER_DAYS)];
  const today = await days.findOne({ _id: day });
  const page = await rowFor(pages, day, pageOf(path), today?.pages ?? 0, MAX_PAGES_PER_DAY);
  const source = referrerSource(referrer);
  const site = source === undefined ? null : await rowFor(referrers, day, source ?? '', today?.referrers ?? 0, MAX_REFERRERS_PER_DAY);
  const counts = { pageViews: 1, [`hours.${hour}.pageViews`]: 1, ...(page.isNew && { pages: 1 }), ...(site?.isNew && { referrers: 1 }) };
  await guardedUpsert(days, day, e.position, { $inc: counts });
  await guardedUpsert(pages, `${day}|${page.key}`, e.position, { $inc: { views: 1 }, $set: { day, path: page.key } });
  if (site) {
    const update = { $inc: { views: 1 }, $set: { day, source: site.key || null } };
    await guardedUpsert(referrers, `${day}|${site.key}`, e.position, update);
  }
}

async function countCardClick(e: RecordedEvent, store: ReadStore) {
  const { cardId, at } = e.data as CardClicked;
  const { day, hour } = istanbulBucket(at);
  await guardedUpsert(store.collection(ANALYTICS_DAYS), day, e.position, { $inc: { cardClicks: 1, [`hours.${hour}.cardClicks`]: 1 } });
  await guardedUpsert(store.collection(ANALYTICS_CARD_DAYS), `${day}|${cardId}`, e.position, { $inc: { clicks: 1 }, $set: { day, cardId } });
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
  async apply(event, store) {
    if (event.type === 'PageViewed') await countPageView(event, store);
    else if (event.type === 'CardClicked') await countCardClick(event, store);
    else await trackCardTitle(event, store);
    return NOTICE;
  },
});
