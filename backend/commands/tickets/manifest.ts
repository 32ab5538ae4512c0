import { ticketEvents } from '@app/contracts';
import { findAdminApplication, findOwnApplication, listTicketCompanies } from '../../projections/tickets/queries.js';
import { ticketQueryRoutes } from '../../projections/tickets/routes.js';
import { ticketApplicationsProjection } from '../../projections/tickets/ticket-applications.projection.js';
import { ticketCompaniesProjection } from '../../projections/tickets/ticket-companies.projection.js';
import { approvalsOwingPoints, ticketPointsOwedProjection } from '../../projections/tickets/ticket-points-owed.projection.js';
import { getTicketSettings, ticketSettingsProjection } from '../../projections/tickets/ticket-settings.projection.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { ticketOperations } from './operations.js';
import { reconcileTicketApprovals, startTicketPointsReconciler, type TicketReconcileReads } from './reconcile.js';
import { ticketCommandRoutes } from './routes.js';

const ticketReads = { listTicketCompanies, getTicketSettings, findOwnApplication, findAdminApplication };

export const ticketsSlice: SliceManifest = {
  name: 'tickets',
  contracts: [ticketEvents],
  projections: [ticketCompaniesProjection, ticketSettingsProjection, ticketApplicationsProjection, ticketPointsOwedProjection],
  routes(api, { deps }) {
    // The ticket routers carry their full paths (/ticket-companies, /ticket-settings, /admin/ticket-...).
    api.route('/', ticketQueryRoutes(deps));
    api.route('/', ticketCommandRoutes(deps, ticketReads));
  },
  operations: ticketOperations,
  async background(deps, _config, log) {
    // Approvals a crash cut in half (numbers allocated, approval not recorded; or recorded, points not credited)
    // are completed with those numbers and points; then owed points are looked for every minute.
    const reads: TicketReconcileReads = { approvalsOwingPoints: () => approvalsOwingPoints(deps.read) };
    const done = await reconcileTicketApprovals(deps, reads);
    if (done.completed + done.credited > 0) {
      log.info(`Completed ${done.completed} ticket approval(s) and credited ${done.credited} interrupted by a crash.`);
    }
    await deps.runner.waitFor(done.position);
    return startTicketPointsReconciler(deps, reads, log);
  },
};
