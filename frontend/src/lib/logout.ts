import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '@/lib/api-client';
import { sessionEndKey } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { applySession } from './session';

export const logout = () => api.post<unknown>('/api/auth/logout');

/**
 * Ends this browser's session through `end` (a logout, the member's own erasure), then goes to "/" as a
 * guest and says `done`. The home page is reached before the user is cleared, so a guarded page (admin)
 * never sees itself without a user and redirects somewhere else first. While `end` runs, the socket does
 * not refetch on the server's notices (sessionEndKey). `silent`: the caller shows the errors itself.
 */
export function useEndSession<V = void>(end: (request: V) => Promise<unknown>, done: string, silent = false) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: sessionEndKey,
    mutationFn: end,
    meta: { silent },
    onSuccess: async () => {
      await navigate({ to: '/' });
      await applySession(queryClient, null);
      // Here, not in a caller's callback: the caller (admin sidebar, profile) is unmounted by now.
      toast.success(done);
    },
  });
}

/** Logs out, then goes to "/". */
export const useLogout = () => useEndSession(logout, 'Çıkış yapıldı');
