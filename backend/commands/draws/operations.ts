import * as C from '@app/contracts';
import { op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const draws = op('Çekilişler');

/** What the OpenAPI document says of the draws routes (see backend/http/openapi/operations.ts). */
export const drawOperations: Record<string, Operation> = {
  'GET /api/draws': draws('public', 'Çekilişler', C.DrawList),
  'GET /api/draws/wins': draws('member', 'Üyenin kazandığı çekilişler', C.DrawWinList),
  'GET /api/draws/:id': draws('public', 'Çekiliş ayrıntısı ve doğrulama verisi', C.Draw),
  'GET /api/admin/draws': draws('staff', 'Çekilişler (yönetim)', C.DrawList),
  'GET /api/admin/draws/:id': draws('staff', 'Bir çekiliş (yönetim)', C.Draw, READ),
  'GET /api/admin/draws/:id/entrants': draws('staff', 'Çekilişe şu an girecek katılım ve üye sayısı', C.DrawEntrants, {
    errors: [404],
  }),
  'POST /api/admin/draws': draws('staff', 'Yeni çekiliş (tohumu mühürlenir)', C.Draw, {
    status: 201,
    errors: [404],
    description: 'Bağlandığı firma veya etkinlik yoksa 404.',
  }),
  'POST /api/admin/draws/:id/run': draws('staff', 'Çekilişi yapma', C.Draw, { errors: [409, 503], ...WRITE }),
  'POST /api/admin/draws/:id/cancel': draws('staff', 'Çekilişi iptal etme', C.Draw, { errors: [409], ...WRITE }),
};
