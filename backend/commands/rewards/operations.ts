import * as C from '@app/contracts';
import { Deleted, op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const rewards = op('Market');

/** What the OpenAPI document says of the rewards routes (see backend/http/openapi/operations.ts). */
export const rewardOperations: Record<string, Operation> = {
  'GET /api/rewards/active': rewards('public', 'Marketteki ödüller', C.PublicRewardList),
  'GET /api/rewards': rewards('staff', 'Tüm ödüller ve satışları', C.AdminRewardList),
  'GET /api/rewards/:id': rewards('staff', 'Bir ödül ve satışları', C.AdminReward, READ),
  'POST /api/rewards': rewards('staff', 'Yeni ödül', C.AdminReward, { status: 201 }),
  'PATCH /api/rewards/:id': rewards('staff', 'Ödül güncelleme', C.AdminReward, WRITE),
  'DELETE /api/rewards/:id': rewards('staff', 'Ödül silme', Deleted, WRITE),
  'GET /api/user-rewards': rewards('member', 'Üyenin siparişleri', C.UserRewardList),
  'POST /api/user-rewards/purchase': rewards('member', 'Ödül satın alma', C.PurchaseRewardResponse, {
    status: 201,
    errors: [404, 409, 422],
    description:
      'Gövdedeki ödül yoksa 404; yetersiz puanda 422; stok bittiyse 409. Stok hiçbir zaman aşılmaz, bakiye hiçbir zaman eksiye düşmez.',
  }),
  'GET /api/admin/reward-orders': rewards('staff', 'Siparişler (yönetim)', C.RewardOrderList),
  'PATCH /api/admin/reward-orders/:id': rewards('staff', 'Sipariş durumunu ilerletme', C.RewardOrder, { errors: [409] }),
  'POST /api/admin/reward-orders/:id/cancel': rewards('staff', 'Siparişi iptal edip puanı iade etme', C.RewardOrder, {
    errors: [409],
  }),
  'GET /api/admin/user-rewards.csv': rewards('staff', 'Siparişler (CSV)', 'csv'),
};
