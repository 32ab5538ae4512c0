import { LeaderboardQuery, LedgerQuery } from '@app/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/env.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { ledgerPage } from './points-ledger.projection.js';
import { leaderboard, listStreamingRules, periodLeaderboard } from './queries.js';

/** Guests get 401 before their query is looked at. */
const memberOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/**
 * GET /api/leaderboard: public, usernames and points only. All-time by balance; with ?period=week|month,
 * by points earned in the current Istanbul week or month.
 */
export const leaderboardQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', validate('query', LeaderboardQuery), async (c) => {
    const { period } = c.req.valid('query');
    return c.json(period ? await periodLeaderboard(deps.read, period, deps.clock()) : await leaderboard(deps.read));
  });

/** GET /api/streaming-verifications: the rules, for staff. */
export const streamingRuleQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', requireStaff, async (c) => c.json(await listStreamingRules(deps.read)));

/** GET /api/points/ledger?before=&limit=: the member's own balance changes, newest first. */
export const pointsLedgerQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/ledger', memberOnly, validate('query', LedgerQuery), async (c) => {
    const { before, limit } = c.req.valid('query');
    return c.json(await ledgerPage(deps.read, requireUser(c)._id, { before, limit }));
  });
