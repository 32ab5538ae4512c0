import * as C from '@app/contracts';
import { Ok, op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const tickets = op('Bilet Sistemi');

/** What the OpenAPI document says of the tickets routes (see backend/http/openapi/operations.ts). */
export const ticketOperations: Record<string, Operation> = {
  'GET /api/ticket-companies': tickets('public', 'Aktif bilet firmaları', C.TicketCompanyList),
  'GET /api/ticket-companies/all': tickets('staff', 'Tüm bilet firmaları', C.AdminTicketCompanyList),
  'GET /api/ticket-companies/:id': tickets('staff', 'Bir bilet firması (yönetim)', C.AdminTicketCompany, READ),
  'POST /api/ticket-companies': tickets('staff', 'Yeni bilet firması', C.AdminTicketCompany, { status: 201 }),
  'PATCH /api/ticket-companies/:id': tickets('staff', 'Bilet firması güncelleme', C.AdminTicketCompany, WRITE),
  'DELETE /api/ticket-companies/:id': tickets('staff', 'Bilet firması silme', Ok, WRITE),
  'GET /api/ticket-settings': tickets('public', 'Bilet ayarları', C.TicketSettings),
  'PATCH /api/ticket-settings': tickets('staff', 'Bilet ayarlarını güncelleme', C.TicketSettings),
  'GET /api/ticket-applications': tickets('member', 'Üyenin bilet başvuruları', C.TicketApplicationList),
  'POST /api/ticket-applications': tickets('member', 'Bilet başvurusu', C.TicketApplication, { status: 201, errors: [422] }),
  'GET /api/ticket-numbers': tickets('member', 'Üyenin bilet numaraları', C.MyTicketNumberList),
  'GET /api/admin/ticket-applications': tickets(
    'staff',
    'Bilet başvuruları (firma ve durum süzgeciyle)',
    C.AdminTicketApplicationList,
  ),
  'GET /api/admin/ticket-applications.csv': tickets('staff', 'Bilet başvuruları (CSV, aynı süzgeçlerle)', 'csv'),
  'GET /api/admin/ticket-numbers/:applicationId': tickets('staff', 'Bir başvurunun bilet numaraları', C.TicketNumberList),
  'PATCH /api/admin/ticket-applications/:id': tickets('staff', 'Başvuruyu onaylama veya reddetme', C.AdminTicketApplication, {
    errors: [409],
  }),
  'DELETE /api/admin/ticket-applications/:id': tickets('staff', 'Başvuru silme', Ok),
};
