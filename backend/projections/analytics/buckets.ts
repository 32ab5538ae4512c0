import { ANALYTICS_TIME_ZONE, countedPagePath, OTHER_BUCKET } from '@app/contracts';
import type { Doc } from '../../core/read-store/read-store.js';

/**
 * The analytics read model: counters per Istanbul day (with the day's hours inside the same
 * document), so a period query sums at most a few hundred bucket documents and never scans raw
 * events. Every counter carries `_pos` (the last event it counted, see guardedUpsert), which makes
 * a redelivered event a no-op. An event touches as few documents as possible (two or three): in the
 * embedded mode the whole model is rebuilt at every start, one read-store call per touch.
 */
export const ANALYTICS_DAYS = 'analyticsDays'; // _id `YYYY-MM-DD`, hours under `hours.HH`
export const ANALYTICS_PAGE_DAYS = 'analyticsPageDays'; // _id `YYYY-MM-DD|<path>`
export const ANALYTICS_REFERRER_DAYS = 'analyticsReferrerDays'; // _id `YYYY-MM-DD|<host>` ('' = direct)
export const ANALYTICS_CARD_DAYS = 'analyticsCardDays'; // _id `YYYY-MM-DD|<cardId>`
export const ANALYTICS_CARDS = 'analyticsCards'; // _id cardId: the card's current title, kept after deletion

/**
 * How many distinct pages and referring sites one day keeps rows for; later new ones are counted
 * under OTHER_BUCKET. Real traffic has a few dozen of each; a flood of made-up ones stops here.
 */
export const MAX_PAGES_PER_DAY = 200;
export const MAX_REFERRERS_PER_DAY = 200;

export type Counters = { pageViews?: number; cardClicks?: number };
/** `pages` / `referrers`: how many rows of that day's capped lists exist (OTHER_BUCKET not included). */
export type DayDoc = Doc & Counters & { hours?: Record<string, Counters>; pages?: number; referrers?: number };
export type PageDayDoc = Doc & { day: string; path: string; views: number };
export type ReferrerDayDoc = Doc & { day: string; source: string | null; views: number };
export type CardTitleDoc = Doc & { title: string; subtitle: string | null; deleted: boolean };

const hourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});

// Istanbul's offset has always been whole hours, so every instant of one UTC hour falls in the same
// Istanbul hour: one Intl call per UTC hour instead of one per event (a rebuild reads millions).
const cache = new Map<string, { day: string; hour: string }>();

/** The Istanbul day (`YYYY-MM-DD`) and hour (`HH`) an ISO instant falls in. */
export function istanbulBucket(at: string): { day: string; hour: string } {
  // Events come in time order: most fall in the UTC hour of the one before, which needs no lookup at all.
  if (last && at.startsWith(last.utcHour) && at.endsWith('Z')) return last.bucket;
  const utcHour = at.slice(0, 13);
  const hit = cache.get(utcHour);
  if (hit && at.endsWith('Z')) {
    last = { utcHour, bucket: hit };
    return hit;
  }
  const p = Object.fromEntries(hourFormat.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  const bucket = { day, hour: p.hour! };
  if (at.endsWith('Z')) {
    if (cache.size > 50_000) cache.clear();
    cache.set(utcHour, bucket);
    last = { utcHour, bucket };
  }
  return bucket;
}
let last: { utcHour: string; bucket: { day: string; hour: string } } | undefined;

/** The row a page view's path is counted under (older events may carry any path); remembered, paths repeat. */
export function pageOf(path: string): string {
  let page = pages.get(path);
  if (page === undefined) {
    if (pages.size >= 10_000) pages.clear();
    pages.set(path, (page = path === OTHER_BUCKET ? OTHER_BUCKET : countedPagePath(path)));
  }
  return page;
}
const pages = new Map<string, string>();

/**
 * Where a visit came from, for the referrer list: the referring site's host (without `www.`),
 * null for a direct visit, undefined for a step inside the site (the client sends the previous
 * path, which the server stores as a counted page path: a path or OTHER_BUCKET).
 */
export function referrerSource(referrer: string | null): string | null | undefined {
  if (!referrer) return null;
  if (referrer.startsWith('/') || referrer === OTHER_BUCKET) return undefined;
  const known = sources.get(referrer);
  if (known !== undefined) return known;
  let source: string | null;
  try {
    source = new URL(referrer).hostname.replace(/^www\./, '') || null;
  } catch {
    source = null;
  }
  // Parsing a URL per page view was a good part of a rebuild; referrers repeat, so they are remembered.
  if (sources.size > 10_000) sources.clear();
  sources.set(referrer, source);
  return source;
}
const sources = new Map<string, string | null>();

/**
 * A day's row id, `<day>|<key>`, the same string each time: built anew for every event, each was a
 * string to hash again at every lookup of a batch (a rebuild makes hundreds of thousands).
 */
export function rowId(day: string, key: string): string {
  let ofDay = rowIds.get(day);
  if (!ofDay) {
    if (rowIds.size >= 1_000) rowIds.clear();
    rowIds.set(day, (ofDay = new Map<string, string>()));
  }
  let id = ofDay.get(key);
  if (id === undefined) {
    id = `${day}|${key}`;
    if (ofDay.size < 10_000) ofDay.set(key, id);
  }
  return id;
}
const rowIds = new Map<string, Map<string, string>>();
