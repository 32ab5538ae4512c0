import * as C from '@app/contracts';
import { op, type Operation, ReviewResponse } from '../../http/openapi/operations.js';

const verification = op('Doğrulama');

/** What the OpenAPI document says of the verification routes (see backend/http/openapi/operations.ts). */
export const verificationOperations: Record<string, Operation> = {
  'GET /api/social-verifications': verification('member', 'Üyenin doğrulamaları', C.SocialVerificationList),
  'POST /api/social-verifications/manual': verification(
    'member',
    'YouTube/Instagram doğrulama talebi',
    C.VerificationMessageResponse,
    {
      status: 201,
      errors: [409],
    },
  ),
  'POST /api/social-verifications/telegram/init': verification(
    'member',
    'Telegram doğrulamasını başlatma',
    C.TelegramInitResponse,
    { errors: [409] },
  ),
  'POST /api/social-verifications/telegram/verify': verification(
    'member',
    'Telegram doğrulamasını tamamlama',
    C.TelegramVerifyResponse,
    {
      errors: [409, 422],
    },
  ),
  'POST /api/telegram/webhook': verification('public', 'Telegram bot güncellemeleri (webhook kipi)', 'none', {
    errors: [401],
    description:
      "Oturum değil, Telegram'ın X-Telegram-Bot-Api-Secret-Token başlığı gerekir (yanlışsa 401). Webhook kipi kapalıysa 404.",
  }),
  'GET /api/admin/social-verifications/pending': verification('staff', 'Bekleyen doğrulamalar', C.SocialVerificationList),
  'PATCH /api/admin/social-verifications/:id': verification('staff', 'Doğrulamayı onaylama veya reddetme', ReviewResponse, {
    errors: [409],
  }),
  'DELETE /api/admin/social-verifications/:id': verification('staff', 'Doğrulama silme', C.VerificationMessageResponse),
};
