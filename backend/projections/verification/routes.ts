import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { myVerifications, pendingVerifications } from './queries.js';

/** GET /api/social-verifications: the member's own requests. */
export const socialVerificationQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await myVerifications(deps.read, requireUser(c))));

/** GET /api/admin/social-verifications/pending: the staff queue. */
export const adminVerificationQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/pending', requireStaff, async (c) => c.json(await pendingVerifications(deps.read)));
