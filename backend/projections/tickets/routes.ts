import { type AdminTicketApplication, AdminTicketApplicationsQuery, TicketCompanyList, TicketSettings } from '@app/contracts';
import { Hono } from 'hono';
import { TICKET_COMPANY_NOT_FOUND } from '../../commands/tickets/ticket-company.js';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { type CsvColumn, csvDateTime, csvResponse } from '../../http/csv.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import {
  adminApplicationFilter,
  adminApplicationPages,
  applicationNumbers,
  listAdminApplications,
  listOwnApplications,
  listOwnNumbers,
  findAdminTicketCompany,
  listTicketCompanies,
} from './queries.js';
import { ticketCompaniesProjection } from './ticket-companies.projection.js';
import { getTicketSettings, ticketSettingsProjection } from './ticket-settings.projection.js';

const STATUS_LABELS = { pending: 'Beklemede', approved: 'Onaylandı', rejected: 'Reddedildi' } as const;

const applicationColumns: CsvColumn<AdminTicketApplication>[] = [
  { header: 'Kullanıcı Adı', value: (a) => a.user.username },
  { header: 'E-posta', value: (a) => a.user.email },
  { header: 'Firmadaki Kullanıcı Adı', value: (a) => a.username },
  { header: 'Firma', value: (a) => a.ticketCompany.name },
  { header: 'Yatırım Tutarı (₺)', value: (a) => a.investmentAmount },
  { header: 'Bilet Sayısı', value: (a) => a.ticketCount },
  { header: 'Durum', value: (a) => STATUS_LABELS[a.status] },
  { header: 'Yönetici Notu', value: (a) => a.adminNote },
  { header: 'Başvuru Tarihi', value: (a) => csvDateTime(a.createdAt) },
  { header: 'Karar Tarihi', value: (a) => csvDateTime(a.decidedAt) },
];

/**
 * GET endpoints of the ticket raffle; they read only read models. Mounted at /api. The two public ones
 * (active companies, the settings) are ready answers, made again when staff change them.
 */
export function ticketQueryRoutes(deps: Deps) {
  const companies = readyAnswer(deps, {
    path: '/api/ticket-companies',
    projections: [ticketCompaniesProjection.name],
    build: async () => ({ value: TicketCompanyList.parse(await listTicketCompanies(deps.read, true)) }),
  });
  const settings = readyAnswer(deps, {
    path: '/api/ticket-settings',
    projections: [ticketSettingsProjection.name],
    build: async () => ({ value: TicketSettings.parse(await getTicketSettings(deps.read)) }),
  });
  return new Hono<AppEnv>()
    .get('/ticket-companies', (c) => companies(c))
    .get('/ticket-companies/all', requireStaff, async (c) => c.json(await listTicketCompanies(deps.read, false)))
    .get('/ticket-companies/:id', requireStaff, async (c) => {
      const company = await findAdminTicketCompany(deps.read, pathId(c, TICKET_COMPANY_NOT_FOUND));
      if (!company) throw notFound(TICKET_COMPANY_NOT_FOUND);
      setETag(c, company);
      return c.json(company);
    })
    .get('/ticket-settings', (c) => settings(c))
    .get('/ticket-applications', async (c) => c.json(await listOwnApplications(deps.read, requireUser(c)._id)))
    .get('/ticket-numbers', async (c) => c.json(await listOwnNumbers(deps.read, requireUser(c)._id)))
    .get('/admin/ticket-applications', requireStaff, validate('query', AdminTicketApplicationsQuery), async (c) =>
      c.json(await listAdminApplications(deps.read, adminApplicationFilter(c.req.valid('query')))),
    )
    .get('/admin/ticket-applications.csv', requireStaff, validate('query', AdminTicketApplicationsQuery), (c) => {
      const pages = adminApplicationPages(deps.read, adminApplicationFilter(c.req.valid('query')));
      return csvResponse(c, { baseName: 'bilet-basvurulari', now: deps.clock() }, applicationColumns, pages);
    })
    .get('/admin/ticket-numbers/:applicationId', requireStaff, async (c) => {
      const numbers = await applicationNumbers(deps.read, pathId(c, 'Bilet başvurusu bulunamadı.', 'applicationId'));
      if (!numbers) throw notFound('Bilet başvurusu bulunamadı.');
      return c.json(numbers);
    });
}
