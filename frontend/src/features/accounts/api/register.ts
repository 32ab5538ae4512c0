import { AuthResponse, type RegisterRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applySession } from '@/lib/session';

export const register = (data: RegisterRequest) => api.post('/api/auth/register', data, { schema: AuthResponse });

/** Registers; the server logs the new member in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { silent: true },
    onSuccess: ({ user }) => applySession(queryClient, user),
  });
}
