import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/current-user';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/user-rewards: the member's own purchases; keyed by member so a new login never sees the last one's. */
export const userRewardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [Topic.userRewards, userId],
    queryFn: () => api.get('/api/user-rewards', { schema: contract('UserRewardList') }),
  });

/** What a purchase refetches, so its own notices fetch nothing more (lib/own-changes.ts). */
const REFRESHED = [Topic.authUser, Topic.userRewards, Topic.rewards];

export function useUserRewards() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...userRewardsQueryOptions(user?.id ?? ''), enabled: !!user });
}

/**
 * POST /api/user-rewards/purchase. The caller explains failures (login, points), hence silent.
 * Success refreshes the balance, the history and the stock at once; the socket notices would too.
 */
export function usePurchaseReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) =>
      api.post('/api/user-rewards/purchase', { rewardId }, { schema: contract('PurchaseRewardResponse'), covers: REFRESHED }),
    meta: { silent: true },
    onSuccess: () => Promise.all(REFRESHED.map((t) => queryClient.invalidateQueries({ queryKey: [t] }))),
  });
}
