import { z } from 'zod';
import { ENTITY_ID } from '../content/index.js';
import { countedPagePath } from './site-paths.js';

const MAX_URL = 2048;

/** Only the path is kept: a query string may carry a token or an e-mail that has no place in the log. */
const stripQuery = (v: string) => v.replace(/[?#].*$/, '') || '/';

export const PageViewRequest = z.object({
  path: z
    .string({ error: 'Sayfa yolu zorunludur' })
    .trim()
    .max(MAX_URL, { error: 'Sayfa yolu çok uzun' })
    .regex(/^\/(?!\/)\S*$/, { error: 'Sayfa yolu / ile başlamalıdır' })
    .transform((v) => countedPagePath(stripQuery(v))),
  /**
   * Where the visitor came from: another site (only its origin, `https://host`: the rest of a
   * referring address may be personal and is never needed) or the previous page of this site.
   */
  referrer: z
    .string()
    .trim()
    .max(MAX_URL, { error: 'Yönlendiren adres çok uzun' })
    .nullish()
    .transform((v) => {
      if (!v) return null;
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
      } catch {
        return v.startsWith('/') ? countedPagePath(stripQuery(v)) : null;
      }
    }),
});
export type PageViewRequest = z.input<typeof PageViewRequest>;

export const CardClickRequest = z.object({
  cardId: z.string({ error: 'Kart kimliği zorunludur' }).trim().regex(ENTITY_ID, { error: 'Geçersiz kart kimliği' }),
});
export type CardClickRequest = z.input<typeof CardClickRequest>;

// Events (v1): one per page view and per card click, appended to hourly streams
// (`pageViews-<yyyyMMddHH>`, `cardClicks-<yyyyMMddHH>`, Istanbul hours) for the analytics read model.
// Since the abuse limits a page view's path is a public page's path or OTHER_BUCKET, and its referrer
// an origin; older events may hold any path and a referrer's path, and are counted the same way.
export const PageViewedV1 = z.object({ path: z.string(), referrer: z.string().nullable(), at: z.iso.datetime() });
export const CardClickedV1 = z.object({ cardId: z.string(), at: z.iso.datetime() });
export type PageViewed = z.infer<typeof PageViewedV1>;
export type CardClicked = z.infer<typeof CardClickedV1>;
export const analyticsEventSchemas = { PageViewed: PageViewedV1, CardClicked: CardClickedV1 } as const;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});

/**
 * `yyyyMMddHH` of the Istanbul hour the instant falls in. Every page view and click asks for it (on the
 * request and again in each analytics projection) and Intl's formatToParts costs microseconds, so the
 * answer is remembered per quarter hour of UTC (time-zone offsets change only on those).
 */
export function istanbulHourKey(at: Date): string {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
  if (quarter === lastQuarter) return lastKey;
  let key = hourKeys.get(quarter);
  if (key === undefined) {
    const p = Object.fromEntries(hourFormat.formatToParts(at).map((x) => [x.type, x.value]));
    key = `${p.year}${p.month}${p.day}${p.hour}`;
    if (hourKeys.size >= 10_000) hourKeys.clear();
    hourKeys.set(quarter, key);
  }
  lastQuarter = quarter;
  lastKey = key;
  return key;
}
const QUARTER_HOUR = 15 * 60_000;
const hourKeys = new Map<number, string>();
let lastQuarter = Number.NaN;
let lastKey = '';

export const trackingStreamId = (kind: 'pageViews' | 'cardClicks', at: Date) => `${kind}-${istanbulHourKey(at)}`;
