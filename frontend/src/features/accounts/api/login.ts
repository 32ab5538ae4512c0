import { AuthResponse, isStaff, type LoginRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/logout';
import { applySession } from '@/lib/session';

export const login = (data: LoginRequest) => api.post('/api/auth/login', data, { schema: AuthResponse });

/** Logs in and makes the new member current. Errors are left to the form (field issues + toast). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: ({ user }) => applySession(queryClient, user),
  });
}

/** Thrown by the staff login when the account is valid but not super_admin or editor. */
export class NotStaffError extends Error {
  constructor() {
    super('Bu alana erişim yetkiniz yok.');
    this.name = 'NotStaffError';
  }
}

/**
 * Admin login: a non-staff account is logged straight out again (the spec: an unauthorized
 * message and no redirect), so a member is not left half-logged-in through the admin door.
 */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: LoginRequest) => {
      const response = await login(data);
      if (!isStaff(response.user.role)) {
        await logout().catch(() => undefined);
        throw new NotStaffError();
      }
      return response;
    },
    meta: { silent: true },
    onSuccess: ({ user }) => applySession(queryClient, user),
    onError: (error) => {
      if (error instanceof NotStaffError) void applySession(queryClient, null);
    },
  });
}
