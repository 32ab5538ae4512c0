import { type DrawEntrants, DrawSummary } from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { drawsProjection } from './draws.projection.js';
import { drawReads } from './lookups.js';
import { findDraw, listDraws, listWins } from './queries.js';

const DRAW_NOT_FOUND = 'Çekiliş bulunamadı.';

const DrawSummaryList = z.array(DrawSummary);

/**
 * Public reads, mounted at /api/draws: the list (a ready answer; a draw opens, is drawn or cancelled
 * only by an event, never by the clock), the member's own wins, one draw.
 */
export function drawQueryRoutes(deps: Deps) {
  const list = readyAnswer(deps, {
    path: '/api/draws',
    projections: [drawsProjection.name],
    build: async () => ({ value: DrawSummaryList.parse(await listDraws(deps.read)) }),
  });
  return new Hono<AppEnv>()
    .get('/', (c) => list(c))
    .get('/wins', async (c) => c.json(await listWins(deps.read, requireUser(c)._id)))
    .get('/:id', async (c) => {
      const draw = await findDraw(deps.read, pathId(c, DRAW_NOT_FOUND));
      if (!draw) throw notFound(DRAW_NOT_FOUND);
      return c.json(draw);
    });
}

/** Staff reads, mounted at /api/admin/draws: the list, one draw (its revision as ETag), and who would enter a draw run now. */
export const adminDrawQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/', requireStaff, async (c) => c.json(await listDraws(deps.read)))
    .get('/:id', requireStaff, async (c) => {
      const draw = await findDraw(deps.read, pathId(c, DRAW_NOT_FOUND));
      if (!draw) throw notFound(DRAW_NOT_FOUND);
      setETag(c, draw);
      return c.json(draw);
    })
    .get('/:id/entrants', requireStaff, async (c) => {
      const draw = await findDraw(deps.read, pathId(c, DRAW_NOT_FOUND));
      if (!draw) throw notFound(DRAW_NOT_FOUND);
      // The list the run would freeze now (banned members left out), from the same lookup the run uses.
      const entries = await drawReads(deps.read).entries(draw.source);
      const entrants: DrawEntrants = { entries: entries.length, members: new Set(entries.map((e) => e.userId)).size };
      return c.json(entrants);
    });
