import * as C from '@app/contracts';
import { op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const hunts = op('Bonus Avı');

/** What the OpenAPI document says of the hunts routes (see backend/http/openapi/operations.ts). */
export const huntOperations: Record<string, Operation> = {
  'GET /api/hunts': hunts('public', 'Bonus avları (canlı ve yaklaşanlar önce)', C.HuntList),
  'GET /api/hunts/:id': hunts('public', 'Bir bonus avı: slotlar, rakamlar, tahminler (bitişten sonra), kazananlar', C.Hunt, {
    errors: [404],
  }),
  'GET /api/hunts/:id/prediction': hunts('member', 'Üyenin kendi tahmini', C.OwnHuntPrediction, { errors: [404] }),
  'PUT /api/hunts/:id/prediction': hunts('member', 'Tahmin gönderme veya değiştirme', C.OwnHuntPrediction, {
    errors: [404, 409, 422],
  }),
  'GET /api/admin/hunts': hunts('staff', 'Bonus avları (yönetim)', C.HuntList),
  'GET /api/admin/hunts/:id': hunts('staff', 'Bir bonus avı (yönetim)', C.Hunt, READ),
  'GET /api/admin/hunts/:id/predictions': hunts('staff', 'Bir avın bütün tahminleri (kullanıcı adıyla)', C.AdminHuntPredictions, {
    errors: [404],
  }),
  'GET /api/admin/hunts/:id/predictions.csv': hunts('staff', 'Tahminler (CSV)', 'csv', { errors: [404] }),
  'POST /api/admin/hunts': hunts('staff', 'Bonus avı oluşturma', C.Hunt, { status: 201 }),
  'POST /api/admin/hunts/:id/slots': hunts('staff', 'Slot ekleme', C.Hunt, { errors: [404, 409, 422], ...WRITE }),
  'PATCH /api/admin/hunts/:id/slots/:slotId': hunts('staff', 'Slot düzenleme', C.Hunt, { errors: [404, 409], ...WRITE }),
  'DELETE /api/admin/hunts/:id/slots/:slotId': hunts('staff', 'Slot silme', C.Hunt, { errors: [404, 409], ...WRITE }),
  'POST /api/admin/hunts/:id/slots/:slotId/result': hunts('staff', 'Slotun kazancını kaydetme (açılış sırasında)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/order': hunts('staff', 'Slot sırası (slotIds) veya karıştırma (shuffle)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/finish': hunts('staff', 'Bitir (açılmamış slotlar için remainingAsZero)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/cancel': hunts('staff', 'İptal (katılım ücretleri iade edilir)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/:step': hunts(
    'staff',
    'Tahminleri Kapat (close-predictions) veya Açılışı Başlat (start-opening)',
    C.Hunt,
    {
      errors: [404, 409],
      ...WRITE,
      params: { step: ['close-predictions', 'start-opening'] },
    },
  ),
};
