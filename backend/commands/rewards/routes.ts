import {
  type AdminReward,
  type PublicReward,
  type RewardOrder,
  type UserReward,
  CancelRewardOrderRequest,
  CreateRewardRequest,
  PurchaseRewardRequest,
  PurchaseRewardResponse,
  type RewardFields,
  UpdateRewardOrderRequest,
  UpdateRewardRequest,
} from '@app/contracts';
import { type Context, Hono } from 'hono';
import { storeInlineImage } from '../../core/blob-store/images.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { MESSAGES } from './decide.js';
import { advanceOrder, cancelOrder } from './orders.js';
import { purchaseReward, refuseEarly } from './purchase.js';
import { REWARD_NOT_FOUND } from './reward.js';
import { runReward } from './run.js';
import { memberOnly } from '../../http/member-only.js';

/** The read lookups the reward routers answer with; the rewards projection provides them. */
export interface RewardReads {
  findAdminReward: (read: ReadStore, id: string) => Promise<AdminReward | null>;
  findReward: (read: ReadStore, id: string) => Promise<PublicReward | null>;
  findUserReward: (read: ReadStore, purchaseId: string) => Promise<UserReward | null>;
  findOrderReward: (read: ReadStore, purchaseId: string) => Promise<string | null>;
  findRewardOrder: (read: ReadStore, purchaseId: string) => Promise<RewardOrder | null>;
}

/** POST /api/rewards, PATCH and DELETE /api/rewards/:id (staff); each answers once the list shows it. */
export function rewardCommandRoutes(deps: Deps, reads: RewardReads) {
  const answer = (id: string, position: number) =>
    afterProjections(deps, position, () => reads.findAdminReward(deps.read, id), REWARD_NOT_FOUND);
  return new Hono<AppEnv>()
    .post('/', requireStaff, validate('json', CreateRewardRequest), async (c) => {
      const body = c.req.valid('json');
      const fields: RewardFields = { ...body, imageUrl: await storeInlineImage(deps.blobs, body.imageUrl) };
      const rewardId = deps.newId();
      const r = await runReward(deps, rewardId, { type: 'CreateReward', rewardId, fields }, commandContext(c, deps));
      return c.json(await answer(rewardId, r.position), 201);
    })
    .patch('/:id', requireStaff, validate('json', UpdateRewardRequest), async (c) => {
      const rewardId = pathId(c, REWARD_NOT_FOUND);
      const body = c.req.valid('json');
      const changes =
        body.imageUrl === undefined ? body : { ...body, imageUrl: await storeInlineImage(deps.blobs, body.imageUrl) };
      const r = await runReward(deps, rewardId, { type: 'UpdateReward', changes }, editContext(c, deps));
      const reward = await answer(rewardId, r.position);
      setETag(c, reward);
      return c.json(reward);
    })
    .delete('/:id', requireStaff, async (c) => {
      const rewardId = pathId(c, REWARD_NOT_FOUND);
      const r = await runReward(deps, rewardId, { type: 'DeleteReward' }, editContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ id: rewardId });
    });
}

/** Guests get 401 before their body is looked at. */
/** POST /api/user-rewards/purchase {rewardId}: the member buys one unit with their points. */
export const purchaseRoutes = (deps: Deps, reads: RewardReads) =>
  new Hono<AppEnv>().post('/purchase', memberOnly, validate('json', PurchaseRewardRequest), async (c) => {
    const user = requireUser(c);
    const { rewardId } = c.req.valid('json');
    refuseEarly(await reads.findReward(deps.read, rewardId), user.points);
    const r = await purchaseReward(deps, user._id, rewardId, commandContext(c, deps));
    // Not found only if the read model is far behind.
    const userReward = await afterProjections(
      deps,
      r.position,
      () => reads.findUserReward(deps.read, r.purchaseId),
      MESSAGES.purchaseNotFound,
    );
    return c.json(PurchaseRewardResponse.parse({ userReward, points: r.balance }), 201);
  });

/** PATCH /api/admin/reward-orders/:id {status} and POST /api/admin/reward-orders/:id/cancel {reason} (staff). */
export function rewardOrderCommandRoutes(deps: Deps, reads: RewardReads) {
  const rewardOf = async (c: Context<AppEnv>) => {
    const purchaseId = pathId(c, MESSAGES.orderNotFound);
    const rewardId = await reads.findOrderReward(deps.read, purchaseId);
    if (!rewardId) throw notFound(MESSAGES.orderNotFound);
    return { purchaseId, rewardId };
  };
  const answer = (purchaseId: string, position: number) =>
    afterProjections(deps, position, () => reads.findRewardOrder(deps.read, purchaseId));
  return new Hono<AppEnv>()
    .use('*', requireStaff)
    .patch('/:id', validate('json', UpdateRewardOrderRequest), async (c) => {
      const { purchaseId, rewardId } = await rewardOf(c);
      const r = await advanceOrder(deps, rewardId, purchaseId, c.req.valid('json').status, commandContext(c, deps));
      return c.json(await answer(purchaseId, r.position));
    })
    .post('/:id/cancel', validate('json', CancelRewardOrderRequest), async (c) => {
      const { purchaseId, rewardId } = await rewardOf(c);
      const r = await cancelOrder(deps, rewardId, purchaseId, c.req.valid('json').reason, commandContext(c, deps));
      return c.json(await answer(purchaseId, r.position));
    });
}
