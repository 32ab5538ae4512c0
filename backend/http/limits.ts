import type { Context, Hono } from 'hono';
import { INLINE_IMAGE_BODY_LIMIT, SMALL_BODY_LIMIT } from './body-limit.js';
import type { AppEnv } from './app-env.js';
import { type LimitStore, perClientLimit } from './security.js';
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
