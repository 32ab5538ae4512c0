import type { Context, Hono } from 'hono';
import { INLINE_IMAGE_BODY_LIMIT, SMALL_BODY_LIMIT } from './body-limit.js';
import type { AppEnv } from './app-env.js';
import { type LimitStore, perClientLimit, perMemberLimit } from './security.js';
import { actsAsStaffIn } from './session.js';

/** The limits on what anyone may send, mounted by app.ts. */
export interface OpenLimits {
  /** Page views, and card clicks, per minute per client address (TRACKING_RATE_LIMIT). */
  trackingPerMinute?: number;
  /** Telegram verification codes a client address may ask for per minute. */
  telegramInitsPerMinute?: number;
  /** Shared counters (MongoDB) when several instances serve the site; in memory otherwise. */
  limitStore?: LimitStore;
}

/** Staff forms whose image fields may carry an inline `data:` image: only there may a body be large. */
const INLINE_IMAGE_ROUTES = [
  '/api/cards',
  '/api/banners',
  '/api/sliding-banners',
  '/api/companies',
  '/api/rewards',
  '/api/admin/events',
  '/api/site-settings',
  '/api/ticket-companies',
];

export const bodyLimitOf = (c: Context<AppEnv>) => {
  const path = c.req.path;
  if (path === '/api/upload') return null; // streams to disk under its own 100 MB limit
  const imageForm = INLINE_IMAGE_ROUTES.some((r) => path === r || path.startsWith(`${r}/`));
  return imageForm && actsAsStaffIn(c) ? INLINE_IMAGE_BODY_LIMIT : SMALL_BODY_LIMIT;
};

/** Open endpoints anyone can call in a loop: each has its own per-client budget (a Turkish 429 past it). */
export function limitOpenEndpoints(api: Hono<AppEnv>, options: OpenLimits) {
  const tracking = options.trackingPerMinute ?? 120;
  const pageViews = perClientLimit('page-view', tracking, options.limitStore);
  const clicks = perClientLimit('card-click', tracking, options.limitStore);
  api.use('/analytics/page-view', pageViews);
  api.use('/analytics/card-click', clicks);
  api.use('/cards/:id/click', clicks);
  api.use(
    '/social-verifications/telegram/init',
    perClientLimit('telegram-init', options.telegramInitsPerMinute ?? 5, options.limitStore),
  );
}

const HOUR_MS = 60 * 60_000;

/**
 * Issue 38: no member-triggered call may write a new event per request without a limit. These are the
 * calls whose state does not bound them (a member can alternate two stream links or two predictions, or
 * apply again and again): each has an hourly budget per member, failed attempts included, past which a
 * Turkish 429. The budgets are far above what a person does in an hour (a busy member applies for
 * tickets a few times a day), and bound what a script can add to the log to about one event a minute. The others are bounded by their state or have their own limits, listed in docs/limits.md.
 * A guest is not counted here: the route answers 401 as before.
 */
export const MEMBER_WRITE_LIMITS = [
  { method: 'POST', path: '/user/update-stream', bucket: 'stream-link', perHour: 30 },
  { method: 'PUT', path: '/hunts/:id/prediction', bucket: 'hunt-prediction', perHour: 60 },
  { method: 'POST', path: '/ticket-applications', bucket: 'ticket-application', perHour: 60 },
  { method: 'POST', path: '/social-verifications/manual', bucket: 'manual-verification', perHour: 20 },
  { method: 'POST', path: '/social-verifications/telegram/init', bucket: 'telegram-init', perHour: 20 },
  { method: 'DELETE', path: '/kick/link', bucket: 'kick-unlink', perHour: 20 },
  { method: 'POST', path: '/auth/password', bucket: 'password-change', perHour: 20 },
] as const;

/** Mounted before the slices' routes, after the session is known. */
export function limitMemberWrites(api: Hono<AppEnv>, store?: LimitStore) {
  for (const { method, path, bucket, perHour } of MEMBER_WRITE_LIMITS) {
    const uncounted = (c: Context) => !(c as Context<AppEnv>).get('user');
    api.on(method, path, perMemberLimit(bucket, perHour, store, { windowMs: HOUR_MS, uncounted }));
  }
}
