import {
  ANALYTICS_MESSAGES,
  AnalyticsOverview,
  AnalyticsQuery,
  type AnalyticsRange,
  AnalyticsTraffic,
  CardClickList,
  istanbulDay,
  rangeDays,
} from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { istanbulBucket } from './buckets.js';
import { analyticsOverview, analyticsTraffic, cardClickRows, type DayRange } from './queries.js';

/** The range's days on the server's clock, in Istanbul; a custom range may not reach past today. */
export function daysOf(range: AnalyticsRange, now: Date): DayRange {
  const days = rangeDays(range, istanbulDay(now));
  if (days.to > istanbulDay(now)) throw new DomainError('validation_error', ANALYTICS_MESSAGES.future);
  return days;
}

/**
 * Staff only: GET /api/analytics/overview, /card-clicks and /traffic (chart and top lists), each with
 * `period=day|week|month|all` or `startDate`+`endDate`. They read bucket documents, never raw events.
 * The guard sits on each route, not on `*`: the public tracking routes share the /analytics prefix.
 */
export const analyticsQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/overview', requireStaff, validate('query', AnalyticsQuery), async (c) => {
      const days = daysOf(c.req.valid('query'), deps.clock());
      return c.json(AnalyticsOverview.parse(await analyticsOverview(deps.read, days)));
    })
    .get('/card-clicks', requireStaff, validate('query', AnalyticsQuery), async (c) => {
      const days = daysOf(c.req.valid('query'), deps.clock());
      return c.json(CardClickList.parse(await cardClickRows(deps.read, days)));
    })
    .get('/traffic', requireStaff, validate('query', AnalyticsQuery), async (c) => {
      const now = deps.clock();
      const days = daysOf(c.req.valid('query'), now);
      const { day, hour } = istanbulBucket(now.toISOString());
      return c.json(AnalyticsTraffic.parse(await analyticsTraffic(deps.read, days, `${day}T${hour}`)));
    });
