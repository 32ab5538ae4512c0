import { Leaderboard, type LeaderboardPeriod, LeaderboardQuery, LedgerQuery } from '@app/contracts';
import { Hono } from 'hono';
import { RULE_NOT_FOUND } from '../../commands/points/streaming-rules.js';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import type { AppEnv } from '../../http/app-env.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { ledgerPage } from './points-ledger.projection.js';
import { memberPointsProjection } from './member-points.projection.js';
import { periodBucket, periodLeaderboardsProjection } from './period-leaderboards.projection.js';
import { findStreamingRule, leaderboard, listStreamingRules, periodLeaderboard } from './queries.js';
import { memberOnly } from '../../http/member-only.js';

/** Guests get 401 before their query is looked at. */
/**
 * GET /api/leaderboard: public, usernames and points only. All-time by balance; with ?period=week|month,
 * by points earned in the current Istanbul week or month. Each board is a ready answer, made again when
 * points or names change; a period board also when the Istanbul week or month turns (its bucket).
 */
export function leaderboardQueryRoutes(deps: Deps) {
  const allTime = readyAnswer(deps, {
    path: '/api/leaderboard',
    projections: [memberPointsProjection.name],
    build: async () => ({ value: Leaderboard.parse(await leaderboard(deps.read)) }),
  });
  const periodBoard = (period: LeaderboardPeriod) =>
    readyAnswer(deps, {
      projections: [periodLeaderboardsProjection.name, memberPointsProjection.name],
      build: async (now) => ({ value: Leaderboard.parse(await periodLeaderboard(deps.read, period, now)) }),
    });
  const boards = { week: periodBoard('week'), month: periodBoard('month') };
  return new Hono<AppEnv>().get(
    '/',
    // The home page asks without a query: nothing to validate, straight to the ready answer.
    (c, next) => (c.req.query('period') === undefined ? allTime(c) : next()),
    validate('query', LeaderboardQuery),
    (c) => {
      const { period } = c.req.valid('query');
      return period ? boards[period](c, periodBucket(period, deps.clock())) : allTime(c);
    },
  );
}

/** GET /api/streaming-verifications: the rules, for staff; GET /api/streaming-verifications/:id: one (its revision as ETag). */
export const streamingRuleQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/', requireStaff, async (c) => c.json(await listStreamingRules(deps.read)))
    .get('/:id', requireStaff, async (c) => {
      const rule = await findStreamingRule(deps.read, pathId(c, RULE_NOT_FOUND));
      if (!rule) throw notFound(RULE_NOT_FOUND);
      setETag(c, rule);
      return c.json(rule);
    });

/** GET /api/points/ledger?before=&limit=: the member's own balance changes, newest first. */
export const pointsLedgerQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/ledger', memberOnly, validate('query', LedgerQuery), async (c) => {
    const { before, limit } = c.req.valid('query');
    return c.json(await ledgerPage(deps.read, requireUser(c)._id, { before, limit }));
  });
