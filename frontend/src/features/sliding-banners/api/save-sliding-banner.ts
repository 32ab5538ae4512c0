import { AdminSlidingBanner, type CreateSlidingBannerRequest, type UpdateSlidingBannerRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.slidingBanners] });
};
const itemPath = (id: string) => `/api/sliding-banners/${encodeURIComponent(id)}`;

/** POST /api/sliding-banners (the dialog's create mode). Errors reach the global 'Hata' toast. */
export function useCreateSlidingBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateSlidingBannerRequest) => api.post('/api/sliding-banners', body, { schema: AdminSlidingBanner }),
    onSuccess: refresh,
  });
}

/** PATCH /api/sliding-banners/:id: the edited fields, or only `status` from the list's toggle. */
export function useUpdateSlidingBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSlidingBannerRequest }) =>
      api.patch(itemPath(id), body, { schema: AdminSlidingBanner }),
    onSuccess: refresh,
  });
}

export function useDeleteSlidingBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
