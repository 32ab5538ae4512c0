import * as C from '@app/contracts';
import { op, type Operation } from '../../../http/openapi/operations.js';

const admin = op('Yönetim: Kullanıcılar');

/** What the OpenAPI document says of the staff's member routes (see backend/http/openapi/operations.ts). */
export const memberAdminOperations: Record<string, Operation> = {
  'GET /api/admin/users': admin('staff', 'Üyeler ve yöneticiler (arama, rol, sayfalama)', C.AdminUserList, {
    description: 'Arama kullanıcı adında veya e-postada, büyük/küçük harf ve Türkçe İ/i, I/ı farkı gözetmeden yapılır.',
  }),
  'GET /api/admin/users.csv': admin('staff', 'Üyeler (CSV, aynı süzgeçlerle)', 'csv'),
  'GET /api/admin/users/:id': admin('staff', 'Bir üye', C.AdminUser),
  'GET /api/admin/users/:id/ledger': admin('staff', 'Üyenin puan geçmişi (sayfalama)', C.LedgerPage),
  'GET /api/admin/users/:id/ticket-applications': admin('staff', 'Üyenin bilet başvuruları', C.TicketApplicationList),
  'GET /api/admin/users/:id/purchases': admin('staff', 'Üyenin siparişleri', C.UserRewardList),
  'PATCH /api/admin/users/:id': admin('super_admin', 'Rol değiştirme ve engelleme', C.AdminUser, {
    errors: [409, 422],
    description:
      'Son süper admin hiçbir zaman rolünden alınamaz veya engellenemez (409). Engellenen üyenin oturumları hemen kapanır.',
  }),
  'POST /api/admin/users/:id/password-reset-link': admin(
    'super_admin',
    'Üye için şifre sıfırlama bağlantısı',
    C.PasswordResetLink,
    {
      errors: [422],
      description: 'Yönetici hesapları için verilmez (422).',
    },
  ),
  'DELETE /api/admin/users/:id/2fa': admin('super_admin', 'Bir yöneticinin iki adımlı doğrulamasını sıfırlama', C.AdminUser, {
    errors: [422],
    description: 'Kendi kaydınız sıfırlanamaz (422); üyenin oturumları kapanır.',
  }),
  'POST /api/admin/users/:id/erase': admin(
    'super_admin',
    'Üyeyi Sil (KVKK): üyenin kişisel verilerinin silinmesi',
    C.ErasureResponse,
    {
      errors: [404, 409],
      description:
        'Personel hesapları silinemez: önce rolü üye yapılmalıdır (409); bu yüzden son süper admin hiçbir zaman silinemez. Denetim kaydına kişisel veri olmadan, üyenin takma adıyla yazılır.',
    },
  ),
  'POST /api/admin/users/:id/points': admin('staff', 'Elle puan düzeltmesi', C.AdjustPointsResponse, {
    errors: [422],
    description: 'Bakiyeyi sıfırın altına düşürecek bir düzeltme 422 ile reddedilir; eşzamanlı isteklerde de.',
  }),
};
