import { AdminReward, type CreateRewardRequest, type UpdateRewardRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/rewards (the form in create mode); PATCH /api/rewards/:id: the form's fields, or only `isActive` from the list's switch. */
export const rewardMutations = catalogMutations<AdminReward, CreateRewardRequest, UpdateRewardRequest>(
  '/api/rewards',
  Topic.rewards,
  AdminReward,
);
