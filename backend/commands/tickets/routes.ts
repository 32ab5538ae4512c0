import {
  CreateTicketApplicationRequest,
  CreateTicketCompanyRequest,
  DecideTicketApplicationRequest,
  UpdateTicketCompanyRequest,
  UpdateTicketSettingsRequest,
} from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
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
      return c.json(await afterProjections(deps, position, () => findCompany(deps, reads, companyId)), 201);
    })
    .patch('/ticket-companies/:id', requireStaff, validate('json', UpdateTicketCompanyRequest), async (c) => {
      const id = pathId(c, TICKET_COMPANY_NOT_FOUND);
      const r = await updateTicketCompany(deps, id, c.req.valid('json'), editContext(c, deps));
      const company = await afterProjections(deps, r.position, () => findCompany(deps, reads, id));
      setETag(c, company);
      return c.json(company);
    })
    .delete('/ticket-companies/:id', requireStaff, async (c) => {
      const r = await deleteTicketCompany(deps, pathId(c, TICKET_COMPANY_NOT_FOUND), editContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ ok: true });
    })
    .patch('/ticket-settings', requireStaff, validate('json', UpdateTicketSettingsRequest), async (c) => {
      const r = await changeTicketSettings(deps, c.req.valid('json'), commandContext(c, deps));
      return c.json(await afterProjections(deps, r.position, () => reads.getTicketSettings(deps.read)));
    })
    .post('/ticket-applications', memberOnly, validate('json', CreateTicketApplicationRequest), async (c) => {
      const user = requireUser(c);
      const { ticketCompanyId, username, investmentAmount } = c.req.valid('json');
      const input = { userId: user._id, ticketCompanyId, username, investmentAmount };
      const { applicationId, position } = await submitTicketApplication(deps, input, commandContext(c, deps));
      return c.json(await afterProjections(deps, position, () => reads.findOwnApplication(deps.read, applicationId)), 201);
    })
    .patch('/admin/ticket-applications/:id', requireStaff, validate('json', DecideTicketApplicationRequest), async (c) => {
      const id = pathId(c, APPLICATION_NOT_FOUND);
      const { status, adminNote } = c.req.valid('json');
      const ctx = commandContext(c, deps);
      const r =
        status === 'approved'
          ? await approveTicketApplication(deps, id, adminNote, ctx)
          : await rejectTicketApplication(deps, id, adminNote, ctx);
      return c.json(await afterProjections(deps, r.position, () => reads.findAdminApplication(deps.read, id)));
    })
    .delete('/admin/ticket-applications/:id', requireStaff, async (c) => {
      const r = await deleteTicketApplication(deps, pathId(c, APPLICATION_NOT_FOUND), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ ok: true });
    });
