import * as C from '@app/contracts';
import { z } from 'zod';
import { Ok, op, type Operation } from '../../http/openapi/operations.js';

const accounts = op('Hesap');
const privacy = op('Kişisel veriler');

/** What the OpenAPI document says of the accounts routes (see backend/http/openapi/operations.ts). */
export const accountOperations: Record<string, Operation> = {
  'POST /api/auth/register': accounts('public', 'Üye kaydı (oturum da açar)', C.AuthResponse, {
    status: 201,
    errors: [409, 429],
  }),
  'POST /api/auth/login': accounts(
    'public',
    'Giriş (e-posta veya kullanıcı adı)',
    z.union([C.AuthResponse, C.TwoFactorRequired]),
    {
      errors: [401, 403, 429],
      description: 'Yanlış bilgilerde 401, engellenmiş hesapta 403 (Türkçe açıklamayla).',
    },
  ),
  'POST /api/auth/logout': accounts('public', 'Çıkış (oturumu sunucuda da kapatır)', Ok),
  'GET /api/auth/user': accounts('member', 'Oturumdaki üyenin kendi hesabı', C.CurrentUser),
  'POST /api/auth/login/2fa': accounts('public', 'İki adımlı girişin ikinci adımı (kod veya kurtarma kodu)', C.AuthResponse, {
    errors: [401, 429],
    description: 'Aynı tarayıcıda şifreden sonra; her kod bir kez geçer (±1 adım). Hatalı kodlarda 401.',
  }),
  'GET /api/auth/password-reset/available': accounts('public', 'E-postayla şifre sıfırlama açık mı', C.PasswordResetAvailability),
  'POST /api/auth/password-reset/request': accounts('public', 'Şifre sıfırlama bağlantısı isteme', C.PasswordResetAccepted, {
    status: 202,
    errors: [429, 503],
    description: 'Hesap olsun olmasın aynı yanıt; e-posta yapılandırılmamışsa 503.',
  }),
  'POST /api/auth/password-reset': accounts(
    'public',
    'Bağlantıyla yeni şifre belirleme',
    z.union([C.AuthResponse, C.TwoFactorRequired]),
    {
      errors: [429],
      description: 'Geçersiz, kullanılmış veya süresi dolmuş bağlantıda 400.',
    },
  ),
  'POST /api/auth/password': accounts('member', 'Şifre değiştirme (diğer oturumlar kapanır)', C.PasswordResetAccepted, {
    errors: [429],
  }),
  'GET /api/auth/sessions': accounts('member', 'Oturumlarım', C.ActiveSessionList),
  'DELETE /api/auth/sessions/:id': accounts('member', 'Bir oturumu kapatma', C.PasswordResetAccepted),
  'POST /api/auth/sessions/end-others': accounts('member', 'Diğer oturumları kapatma', C.PasswordResetAccepted),
  'GET /api/admin/2fa': accounts('staff', 'İki adımlı doğrulama durumu', C.TwoFactorStatus),
  'POST /api/admin/2fa/enrol': accounts(
    'staff',
    'İki adımlı doğrulama kurulumu (anahtar ve otpauth adresi)',
    C.TwoFactorEnrolment,
    {
      errors: [409],
    },
  ),
  'POST /api/admin/2fa/confirm': accounts('staff', 'İlk kodla onay; 10 kurtarma kodu bir kez gösterilir', C.RecoveryCodes, {
    errors: [409],
  }),
  'GET /api/me/export': privacy(
    'member',
    'Verilerimi İndir: üyenin sitede tutulan tüm verileri (JSON dosyası)',
    C.MemberDataExport,
  ),
  'POST /api/me/delete': privacy(
    'member',
    'Hesabımı Sil: üyenin kendi hesabını ve kişisel verilerini silmesi (KVKK)',
    C.ErasureResponse,
    {
      errors: [401],
      description:
        'Şifre yeniden istenir (yanlışsa 401). Hesap hemen kapanır, oturumlar ve canlı bağlantılar sonlanır; bekleyen sipariş iptal edilip puanı iade edilir. Kullanıcı adı her yerde "Silinmiş üye #xxxxxx" olur.',
    },
  ),
};
