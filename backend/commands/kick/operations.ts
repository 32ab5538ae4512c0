import * as C from '@app/contracts';
import { op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const kick = op('Kick');

/** What the OpenAPI document says of the kick routes (see backend/http/openapi/operations.ts). */
export const kickOperations: Record<string, Operation> = {
  'GET /api/kick/status': kick('public', 'Kick kanalı canlı mı (rozet ve oynatıcı için)', C.KickStatus),
  'GET /api/kick/link': kick('member', 'Üyenin Kick bağlantısı ve geçerli !bagla kodu', C.KickLink),
  'POST /api/kick/link/code': kick('member', 'Yeni !bagla kodu (eskisinin yerine)', C.KickLinkCode, { errors: [409] }),
  'DELETE /api/kick/link': kick('member', 'Kick bağlantısını kaldırma', C.VerificationMessageResponse),
  'GET /api/kick/authorize': kick('member', "Kick OAuth'a yönlendirme (PKCE S256)", 'none'),
  'GET /api/kick/callback': kick('member', "Kick OAuth dönüşü: /profil'e yönlendirir", 'none'),
  'POST /api/kick/webhook': kick('public', 'Kick webhook bildirimleri (imzalı)', C.KickStatus.pick({}), {
    errors: [401],
    description:
      'Oturum değil, Kick-Event-Signature imzası gerekir (RSA, SHA-256); 5 dakikadan eski bildirim 401, geçersiz gövde 400.',
  }),
  'GET /api/admin/kick': kick('staff', 'Kick bağlantısı ve bağlı üyeler', C.KickAdminOverview),
  'GET /api/admin/kick/settings': kick('staff', 'Kick puan ayarları', C.AdminKickSettings, READ),
  'PUT /api/admin/kick/settings': kick('staff', 'Kick puan ayarlarını kaydetme', C.AdminKickSettings, WRITE),
  'DELETE /api/admin/kick/members/:userId': kick('staff', 'Üyenin Kick bağlantısını kaldırma', C.VerificationMessageResponse),
};
