import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applySession } from './session';

export const logout = () => api.post<unknown>('/api/auth/logout');

/**
 * Logs out, then goes to "/". The home page is reached before the user is cleared, so a guarded
 * page (admin) never sees itself without a user and redirects somewhere else first.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate({ to: '/' });
      await applySession(queryClient, null);
      // Here, not in a caller's callback: the caller (admin sidebar) is unmounted by now.
      toast.success('Çıkış yapıldı');
    },
  });
}
