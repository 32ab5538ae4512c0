import { ActiveSessionList, type ChangePasswordRequest, PasswordResetAccepted } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { api } from '@/lib/api-client';

/** GET /api/auth/sessions: where the member is logged in, newest first (`auth-sessions` notices refetch it). */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.authSessions],
    queryFn: () => api.get('/api/auth/sessions', { schema: ActiveSessionList }),
  });
export const useSessions = () => useQuery(sessionsQueryOptions());

const useRefreshSessions = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.authSessions] });
};

/** DELETE /api/auth/sessions/:id: that session ends, and its sockets drop. */
export function useEndSession() {
  const onSuccess = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`, { schema: PasswordResetAccepted }),
    onSuccess,
  });
}

/** POST /api/auth/sessions/end-others: every session but this one ends. */
export function useEndOtherSessions() {
  const onSuccess = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sessions/end-others', undefined, { schema: PasswordResetAccepted }),
    onSuccess,
  });
}

/** POST /api/auth/password: 401 for a wrong current password; the other sessions end. */
export function useChangePassword() {
  const onSuccess = useRefreshSessions();
  return useMutation({
    mutationFn: (data: ChangePasswordRequest) => api.post('/api/auth/password', data, { schema: PasswordResetAccepted }),
    meta: { silent: true },
    onSuccess,
  });
}
