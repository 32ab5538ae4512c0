import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requireUser } from '../../http/session.js';
import { toCurrentUser } from './queries.js';

/** GET /api/auth/user: the logged-in member's own account, 401 for guests. */
export const authQueryRoutes = () => new Hono<AppEnv>().get('/user', (c) => c.json(toCurrentUser(requireUser(c))));
