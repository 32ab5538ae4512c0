import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/env.js';
import { requireStaff, requireUser } from '../../http/session.js';
import {
  applicationNumbers,
  listAdminApplications,
  listOwnApplications,
  listOwnNumbers,
  listTicketCompanies,
} from './queries.js';
import { getTicketSettings } from './ticket-settings.projection.js';

/** GET endpoints of the ticket raffle; they read only read models. Mounted at /api. */
export const ticketQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/ticket-companies', async (c) => c.json(await listTicketCompanies(deps.read, true)))
    .get('/ticket-companies/all', requireStaff, async (c) => c.json(await listTicketCompanies(deps.read, false)))
    .get('/ticket-settings', async (c) => c.json(await getTicketSettings(deps.read)))
    .get('/ticket-applications', async (c) => c.json(await listOwnApplications(deps.read, requireUser(c)._id)))
    .get('/ticket-numbers', async (c) => c.json(await listOwnNumbers(deps.read, requireUser(c)._id)))
    .get('/admin/ticket-applications', requireStaff, async (c) => c.json(await listAdminApplications(deps.read)))
    .get('/admin/ticket-numbers/:applicationId', requireStaff, async (c) => {
      const numbers = await applicationNumbers(deps.read, c.req.param('applicationId'));
      if (!numbers) throw notFound('Bilet başvurusu bulunamadı.');
      return c.json(numbers);
    });
