import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireUser } from '../../http/session.js';
import { exportMemberData } from './export.js';
import { findUser } from '../accounts/queries.js';
import { unauthenticated } from '../../core/errors.js';

/** GET /api/me/export: the member's own data as one JSON file to download (guests get 401). */
export const memberExportRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/export', async (c) => {
    const user = await findUser(deps.read, requireUser(c)._id);
    if (!user) throw unauthenticated();
    const now = deps.clock();
    const data = await exportMemberData(deps.read, user, now);
    const day = now.toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="verilerim-${day}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
