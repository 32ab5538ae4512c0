import { AdminReward, type CreateRewardRequest, type UpdateRewardRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const itemPath = (id: string) => `/api/rewards/${encodeURIComponent(id)}`;

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.rewards] });
};

/** POST /api/rewards (the form in create mode). Errors reach the global 'Hata' toast. */
export function useCreateReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateRewardRequest) => api.post('/api/rewards', body, { schema: AdminReward }),
    onSuccess: refresh,
  });
}

/** PATCH /api/rewards/:id: the form's fields, or only `isActive` from the list's switch. */
export function useUpdateReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRewardRequest }) =>
      api.patch(itemPath(id), body, { schema: AdminReward }),
    onSuccess: refresh,
  });
}

export function useDeleteReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
