import { AdminBanner, type CreateBannerRequest, type UpdateBannerRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.banners] });
};
const itemPath = (id: string) => `/api/banners/${encodeURIComponent(id)}`;

/** POST /api/banners (the dialog's create mode). Errors reach the global 'Hata' toast. */
export function useCreateBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateBannerRequest) => api.post('/api/banners', body, { schema: AdminBanner }),
    onSuccess: refresh,
  });
}

/** PATCH /api/banners/:id: the edited fields, or only `status` from the list's toggle. */
export function useUpdateBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBannerRequest }) =>
      api.patch(itemPath(id), body, { schema: AdminBanner }),
    onSuccess: refresh,
  });
}

export function useDeleteBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
