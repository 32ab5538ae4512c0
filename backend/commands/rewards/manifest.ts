import { rewardEvents } from '@app/contracts';
import {
  findAdminReward,
  findOrderReward,
  findReward,
  findRewardOrder,
  findUserReward,
  unsettledPurchases,
} from '../../projections/rewards/queries.js';
import { rewardsProjection } from '../../projections/rewards/rewards.projection.js';
import {
  rewardOrderExportRoutes,
  rewardOrderQueryRoutes,
  rewardQueryRoutes,
  userRewardQueryRoutes,
} from '../../projections/rewards/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { rewardOperations } from './operations.js';
import { startRewardReconciler } from './reconcile.js';
import { purchaseRoutes, rewardCommandRoutes, rewardOrderCommandRoutes } from './routes.js';

const rewardReads = { findAdminReward, findReward, findUserReward, findOrderReward, findRewardOrder };

export const rewardsSlice: SliceManifest = {
  name: 'rewards',
  contracts: [rewardEvents],
  projections: [rewardsProjection],
  routes(api, { deps }) {
    api.route('/rewards', rewardQueryRoutes(deps));
    api.route('/rewards', rewardCommandRoutes(deps, rewardReads));
    api.route('/user-rewards', userRewardQueryRoutes(deps));
    api.route('/user-rewards', purchaseRoutes(deps, rewardReads));
    api.route('/admin/reward-orders', rewardOrderQueryRoutes(deps));
    api.route('/admin/reward-orders', rewardOrderCommandRoutes(deps, rewardReads));
    api.route('/admin', rewardOrderExportRoutes(deps));
  },
  operations: rewardOperations,
  // Purchases a crash cut in half are finished or undone: now, once the grace period has passed, then every minute.
  background: (deps, _config, log) => startRewardReconciler(deps, { unsettledPurchases }, log),
};
