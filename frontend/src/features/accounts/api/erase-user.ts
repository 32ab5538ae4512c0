import { ErasureResponse } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * POST /api/admin/users/:id/erase (super_admin, KVKK); 409 for a staff account (demote first). Errors
 * are the drawer's to say, beside its button (silent here).
 */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/users/${encodeURIComponent(id)}/erase`, {}, { schema: ErasureResponse }),
    meta: { silent: true },
    onSuccess: ({ pseudonym }) => {
      // Here, not in the drawer's callback: the drawer of an erased account no longer holds the button.
      toast.success(`Üye silindi: artık “${pseudonym}” olarak görünüyor.`);
      return queryClient.invalidateQueries({ queryKey: [Topic.adminUsers] });
    },
  });
}
