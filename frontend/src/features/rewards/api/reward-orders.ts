import { RewardOrder, RewardOrderList, type RewardOrderStatus } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const path = '/api/admin/reward-orders';
const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** GET /api/admin/reward-orders[?status=] (staff): newest first; a new purchase arrives by notice. */
export const rewardOrdersQueryOptions = (status: RewardOrderStatus | 'all') =>
  queryOptions({
    queryKey: [Topic.rewardOrders, status],
    queryFn: () => api.get(status === 'all' ? path : `${path}?status=${status}`, { schema: RewardOrderList }),
  });
export const useRewardOrders = (status: RewardOrderStatus | 'all') => useQuery(rewardOrdersQueryOptions(status));

/** What a change of an order refetches, so its own notices fetch nothing more (lib/own-changes.ts). */
const REFRESHED = [Topic.rewardOrders, Topic.rewards];
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => Promise.all(REFRESHED.map((t) => queryClient.invalidateQueries({ queryKey: [t] })));
};

/** PATCH {status: claimed | delivered}. */
export function useAdvanceOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'claimed' | 'delivered' }) =>
      api.patch(itemPath(id), { status }, { schema: RewardOrder, covers: REFRESHED }),
    onSuccess: refresh,
  });
}

/** POST /:id/cancel {reason}: the order is cancelled, the unit returns to stock, the points are refunded. */
export function useCancelOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`${itemPath(id)}/cancel`, { reason }, { schema: RewardOrder, covers: REFRESHED }),
    onSuccess: refresh,
  });
}

/** The same list as a CSV download, with the same status filter. */
export const rewardOrdersCsvUrl = (status: RewardOrderStatus | 'all') =>
  `/api/admin/user-rewards.csv${status === 'all' ? '' : `?status=${status}`}`;
