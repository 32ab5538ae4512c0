import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireUser } from '../../http/session.js';
import { toCurrentUser } from './queries.js';
import { listOwnSessions } from './session-queries.js';

/** GET /api/auth/user: the logged-in member's own account; GET /api/auth/sessions: where they are logged in. 401 for guests. */
export const authQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/user', (c) => c.json(toCurrentUser(requireUser(c))))
    .get('/sessions', async (c) => {
      const user = requireUser(c);
      return c.json(await listOwnSessions(deps.read, user._id, c.get('sessionId'), deps.clock()));
    });
