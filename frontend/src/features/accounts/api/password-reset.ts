import {
  type CompletePasswordResetRequest,
  PasswordResetAccepted,
  PasswordResetAvailability,
  type PasswordResetRequest,
} from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applySession } from '@/lib/session';
import { PasswordAnswer, userOf } from './login';

/** GET /api/auth/password-reset/available: whether this site can send e-mail (SMTP_URL set). */
export const passwordResetAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['password-reset', 'available'],
    queryFn: () => api.get('/api/auth/password-reset/available', { schema: PasswordResetAvailability }),
  });
export const usePasswordResetAvailability = () => useQuery(passwordResetAvailabilityQueryOptions());

/** POST /api/auth/password-reset/request: 202 and one message, whatever the account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (data: PasswordResetRequest) =>
      api.post('/api/auth/password-reset/request', data, { schema: PasswordResetAccepted }),
    meta: { silent: true },
  });

/** POST /api/auth/password-reset: the new password; logged in, or on to the second step. */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CompletePasswordResetRequest) => api.post('/api/auth/password-reset', data, { schema: PasswordAnswer }),
    meta: { silent: true },
    onSuccess: (answer) => {
      const user = userOf(answer);
      if (user) return applySession(queryClient, user);
    },
  });
}
