import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/env.js';
import { requireStaff } from '../../http/session.js';
import { leaderboard, listStreamingRules } from './queries.js';

/** GET /api/leaderboard: public, usernames and points only. */
export const leaderboardQueryRoutes = (deps: Deps) => new Hono<AppEnv>().get('/', async (c) => c.json(await leaderboard(deps.read)));

/** GET /api/streaming-verifications: the rules, for staff. */
export const streamingRuleQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', requireStaff, async (c) => c.json(await listStreamingRules(deps.read)));
