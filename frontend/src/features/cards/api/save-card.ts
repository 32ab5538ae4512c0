import { AdminCard, type CreateCardRequest, type UpdateCardRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.cards] });
};

/** POST /api/cards (create mode of the dialog). Errors reach the global 'Hata' toast. */
export function useCreateCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateCardRequest) => api.post('/api/cards', body, { schema: AdminCard }),
    onSuccess: refresh,
  });
}

/** PATCH /api/cards/:id with the edited fields, or only `status`. */
export function useUpdateCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCardRequest }) =>
      api.patch(`/api/cards/${encodeURIComponent(id)}`, body, { schema: AdminCard }),
    onSuccess: refresh,
  });
}

export function useDeleteCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/cards/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
