import * as C from '@app/contracts';
import { Ok, op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const points = op('Puanlar');

/** What the OpenAPI document says of the points routes (see backend/http/openapi/operations.ts). */
export const pointsOperations: Record<string, Operation> = {
  'POST /api/user/update-stream': points('member', 'Yayın linki (günün yayın puanıyla)', C.UpdateStreamResponse),
  'GET /api/streaming-verifications': points('staff', 'Yayın doğrulama kuralları', C.StreamingRuleList),
  'GET /api/streaming-verifications/:id': points('staff', 'Bir yayın kuralı', C.StreamingRule, READ),
  'POST /api/streaming-verifications': points('staff', 'Yeni yayın kuralı', C.StreamingRule, { status: 201 }),
  'PATCH /api/streaming-verifications/:id': points('staff', 'Yayın kuralı güncelleme', C.StreamingRule, WRITE),
  'DELETE /api/streaming-verifications/:id': points('staff', 'Yayın kuralı silme', Ok, WRITE),
  'GET /api/leaderboard': points(
    'public',
    'Lider tablosu: tüm zamanlar veya bu hafta / bu ay (yalnızca kullanıcı adı ve puan)',
    C.Leaderboard,
  ),
  'GET /api/points/ledger': points('member', 'Üyenin puan geçmişi (sayfalama)', C.LedgerPage),
};
