import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/rewards/active: the market's cards; refetched when a notice says the stock changed. */
export const activeRewardsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.rewards, 'active'],
    queryFn: () => api.get('/api/rewards/active', { schema: contract('PublicRewardList') }),
  });

/** GET /api/rewards (staff): every reward with its sales. */
export const allRewardsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.rewards, 'all'],
    queryFn: () => api.get('/api/rewards', { schema: contract('AdminRewardList') }),
  });

export const useActiveRewards = () => useQuery(activeRewardsQueryOptions());
export const useAllRewards = () => useQuery(allRewardsQueryOptions());
