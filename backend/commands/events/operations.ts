import * as C from '@app/contracts';
import { JoinResponse, op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const events = op('Etkinlikler');

/** What the OpenAPI document says of the events routes (see backend/http/openapi/operations.ts). */
export const eventOperations: Record<string, Operation> = {
  'GET /api/events': events('public', 'Etkinlikler', C.PublicEventList),
  'GET /api/events/:id': events('public', 'Etkinlik ayrıntısı (yöneticiye katılımcılarla)', C.EventDetail),
  'GET /api/events/:id/participation-status': events('member', 'Üyenin katılım durumu', C.ParticipationStatus),
  'POST /api/events/:id/participate': events('member', 'Etkinliğe katılım', JoinResponse, {
    status: 201,
    errors: [403, 409, 422],
    description: 'Telegram doğrulaması isteyen etkinlikte doğrulanmamış üyeye 403.',
  }),
  'GET /api/admin/events': events('staff', 'Tüm etkinlikler (yönetim)', C.AdminEventList),
  'GET /api/admin/events/:id': events('staff', 'Bir etkinlik (yönetim)', C.AdminEvent, READ),
  'GET /api/admin/events/:id/participants.csv': events('staff', 'Katılımcılar (CSV)', 'csv'),
  'POST /api/admin/events': events('staff', 'Yeni etkinlik', C.AdminEvent, { status: 201 }),
  'PATCH /api/admin/events/:id': events('staff', 'Etkinlik güncelleme', C.AdminEvent, WRITE),
  'DELETE /api/admin/events/:id': events('staff', 'Etkinlik silme', 'none', { status: 204, ...WRITE }),
};
