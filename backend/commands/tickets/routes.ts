import {
  CreateTicketApplicationRequest,
  CreateTicketCompanyRequest,
  DecideTicketApplicationRequest,
  UpdateTicketCompanyRequest,
  UpdateTicketSettingsRequest,
} from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { approveTicketApplication } from './approve.js';
import { APPLICATION_NOT_FOUND } from './ticket-application.js';
import { TICKET_COMPANY_NOT_FOUND } from './ticket-company.js';
import {
  changeTicketSettings,
  createTicketCompany,
  deleteTicketApplication,
  deleteTicketCompany,
  rejectTicketApplication,
  submitTicketApplication,
  updateTicketCompany,
} from './tickets.js';
import { memberOnly } from '../../http/member-only.js';

/** Ids are server-made UUIDs; anything else cannot name a record, so it is simply not found. */
function idParam(c: Context<AppEnv>, notFoundText: string) {
  const id = c.req.param('id') ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw notFound(notFoundText);
  return id;
}

/** Guests get 401 before their body is even looked at. */
/** The read lookups the ticket routes answer with; the tickets projections provide them. */
export interface TicketReads {
  listTicketCompanies: (read: ReadStore, onlyActive: boolean) => Promise<{ id: string }[]>;
  getTicketSettings: (read: ReadStore) => Promise<unknown>;
  findOwnApplication: (read: ReadStore, applicationId: string) => Promise<unknown>;
  findAdminApplication: (read: ReadStore, applicationId: string) => Promise<unknown>;
}

const findCompany = async (deps: Deps, reads: TicketReads, id: string) =>
  (await reads.listTicketCompanies(deps.read, false)).find((x) => x.id === id) ?? null;

/** Writes of the ticket raffle, mounted at /api. Every answer waits until the read models show it. */
export const ticketCommandRoutes = (deps: Deps, reads: TicketReads) =>
  new Hono<AppEnv>()
    .post('/ticket-companies', requireStaff, validate('json', CreateTicketCompanyRequest), async (c) => {
      const { companyId, position } = await createTicketCompany(deps, c.req.valid('json'), commandContext(c, deps));
      await deps.runner.waitFor(position);
      return c.json(await findCompany(deps, reads, companyId), 201);
    })
    .patch('/ticket-companies/:id', requireStaff, validate('json', UpdateTicketCompanyRequest), async (c) => {
      const id = idParam(c, TICKET_COMPANY_NOT_FOUND);
      const r = await updateTicketCompany(deps, id, c.req.valid('json'), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json(await findCompany(deps, reads, id));
    })
    .delete('/ticket-companies/:id', requireStaff, async (c) => {
      const r = await deleteTicketCompany(deps, idParam(c, TICKET_COMPANY_NOT_FOUND), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ ok: true });
    })
    .patch('/ticket-settings', requireStaff, validate('json', UpdateTicketSettingsRequest), async (c) => {
      const r = await changeTicketSettings(deps, c.req.valid('json'), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json(await reads.getTicketSettings(deps.read));
    })
    .post('/ticket-applications', memberOnly, validate('json', CreateTicketApplicationRequest), async (c) => {
      const user = requireUser(c);
      const { ticketCompanyId, username, investmentAmount } = c.req.valid('json');
      const input = { userId: user._id, ticketCompanyId, username, investmentAmount };
      const { applicationId, position } = await submitTicketApplication(deps, input, commandContext(c, deps));
      await deps.runner.waitFor(position);
      return c.json(await reads.findOwnApplication(deps.read, applicationId), 201);
    })
    .patch('/admin/ticket-applications/:id', requireStaff, validate('json', DecideTicketApplicationRequest), async (c) => {
      const id = idParam(c, APPLICATION_NOT_FOUND);
      const { status, adminNote } = c.req.valid('json');
      const ctx = commandContext(c, deps);
      const r =
        status === 'approved'
          ? await approveTicketApplication(deps, id, adminNote, ctx)
          : await rejectTicketApplication(deps, id, adminNote, ctx);
      await deps.runner.waitFor(r.position);
      return c.json(await reads.findAdminApplication(deps.read, id));
    })
    .delete('/admin/ticket-applications/:id', requireStaff, async (c) => {
      const r = await deleteTicketApplication(deps, idParam(c, APPLICATION_NOT_FOUND), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ ok: true });
    });
