import { AdminDashboard } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireStaff } from '../../http/session.js';
import { adminDashboard } from './queries.js';

/** GET /api/admin/dashboard (staff): counters, breakdowns and the 5 latest ticket applications. */
export const dashboardQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', requireStaff, async (c) => c.json(AdminDashboard.parse(await adminDashboard(deps.read))));
