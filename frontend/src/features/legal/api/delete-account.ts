import { type DeleteAccountRequest, ErasureResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '@/lib/api-client';
import { applySession } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * POST /api/me/delete: the member erases their own account (KVKK). The server ends the session, so the
 * page goes home first and then forgets the user, as a logout does. A wrong password is the server's
 * 401 message in the global error toast.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => api.post('/api/me/delete', request, { schema: ErasureResponse }),
    onSuccess: async () => {
      await navigate({ to: '/' });
      await applySession(queryClient, null);
      toast.success('Hesabınız ve kişisel verileriniz silindi.');
    },
  });
}
