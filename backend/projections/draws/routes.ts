import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/env.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { findDraw, listDraws, listWins } from './queries.js';

const DRAW_NOT_FOUND = 'Çekiliş bulunamadı.';

/** Public reads, mounted at /api/draws: the list, the member's own wins, one draw. */
export const drawQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listDraws(deps.read)))
    .get('/wins', async (c) => c.json(await listWins(deps.read, requireUser(c)._id)))
    .get('/:id', async (c) => {
      const draw = await findDraw(deps.read, c.req.param('id'));
      if (!draw) throw notFound(DRAW_NOT_FOUND);
      return c.json(draw);
    });

/** Staff list, mounted at /api/admin/draws. */
export const adminDrawQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', requireStaff, async (c) => c.json(await listDraws(deps.read)));
