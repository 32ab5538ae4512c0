import { ErasureResponse } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/users/:id/erase (super_admin, KVKK); 409 for a staff account (demote first). Errors
 * are the drawer's to say, beside its button (silent here).
 */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/users/${encodeURIComponent(id)}/erase`, {}, { schema: ErasureResponse }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [Topic.adminUsers] }),
  });
}
