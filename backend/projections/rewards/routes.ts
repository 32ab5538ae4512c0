import {
  AdminReward,
  AdminRewardList,
  PublicRewardList,
  type RewardOrder,
  RewardOrderList,
  RewardOrderStatus,
  UserRewardList,
} from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { REWARD_NOT_FOUND } from '../../commands/rewards/reward.js';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import type { AppEnv } from '../../http/app-env.js';
import { type CsvColumn, csvDateTime, csvResponse } from '../../http/csv.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import {
  findAdminReward,
  listActiveRewards,
  listAllRewards,
  listRewardOrders,
  listUserRewards,
  rewardOrderPages,
} from './queries.js';
import { rewardsProjection } from './rewards.projection.js';

/**
 * GET /api/rewards (staff: every reward with its sales), GET /api/rewards/:id (staff: one, with its
 * revision as ETag) and GET /api/rewards/active (public, a ready
 * answer made again when a reward or its stock changes). Answers are parsed with their contract, so no
 * field a visitor should not see can slip out.
 */
export function rewardQueryRoutes(deps: Deps) {
  const active = readyAnswer(deps, {
    path: '/api/rewards/active',
    projections: [rewardsProjection.name],
    build: async () => ({ value: PublicRewardList.parse(await listActiveRewards(deps.read)) }),
  });
  return new Hono<AppEnv>()
    .get('/active', (c) => active(c))
    .get('/', requireStaff, async (c) => c.json(AdminRewardList.parse(await listAllRewards(deps.read))))
    .get('/:id', requireStaff, async (c) => {
      const reward = await findAdminReward(deps.read, pathId(c, REWARD_NOT_FOUND));
      if (!reward) throw notFound(REWARD_NOT_FOUND);
      setETag(c, reward);
      return c.json(AdminReward.parse(reward));
    });
}

/** GET /api/user-rewards: the member's own purchases. */
export const userRewardQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const user = requireUser(c);
    return c.json(UserRewardList.parse(await listUserRewards(deps.read, user._id)));
  });

const OrderFilter = z.object({
  status: z.enum(RewardOrderStatus.options, { error: 'Durum pending, claimed, delivered veya cancelled olmalıdır' }).optional(),
});

/** GET /api/admin/reward-orders[?status=pending]: the staff fulfilment list. */
export const rewardOrderQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', requireStaff, validate('query', OrderFilter), async (c) =>
    c.json(RewardOrderList.parse(await listRewardOrders(deps.read, c.req.valid('query').status))),
  );

const ORDER_STATUS_LABELS: Record<RewardOrderStatus, string> = {
  pending: 'Beklemede',
  claimed: 'Alındı',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
};

const orderColumns: CsvColumn<RewardOrder>[] = [
  { header: 'Sipariş No', value: (o) => o.id },
  { header: 'Kullanıcı Adı', value: (o) => o.username },
  { header: 'Ödül', value: (o) => o.rewardTitle },
  { header: 'Harcanan Puan', value: (o) => o.pointsSpent },
  { header: 'Durum', value: (o) => ORDER_STATUS_LABELS[o.status] },
  { header: 'Satın Alma Tarihi', value: (o) => csvDateTime(o.purchasedAt) },
  { header: 'Son Güncelleme', value: (o) => csvDateTime(o.updatedAt) },
  { header: 'İptal Nedeni', value: (o) => o.cancelReason },
  { header: 'İptal Eden', value: (o) => o.cancelledBy },
];

/** GET /api/admin/user-rewards.csv[?status=pending]: the fulfilment list as a file (staff). */
export const rewardOrderExportRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/user-rewards.csv', requireStaff, validate('query', OrderFilter), (c) => {
    const pages = rewardOrderPages(deps.read, c.req.valid('query').status);
    return csvResponse(c, { baseName: 'odul-siparisleri', now: deps.clock() }, orderColumns, pages);
  });
