import {
  AuthResponse,
  type CurrentUser,
  isStaff,
  type LoginRequest,
  TwoFactorRequired,
  type TwoFactorLoginRequest,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/logout';
import { applySession } from '@/lib/session';

/**
 * What a proven password answers (a login, a password reset): the session, or, for an account with
 * the two-step login, `{ twoFactorRequired: true }` and no session until the code (issue 31).
 */
export const PasswordAnswer = z.union([AuthResponse, TwoFactorRequired]);
export type PasswordAnswer = z.infer<typeof PasswordAnswer>;

export const login = (data: LoginRequest) => api.post('/api/auth/login', data, { schema: PasswordAnswer });

/** POST /api/auth/login/2fa: the code (or a recovery code) in the browser that gave the password. */
export const loginSecondStep = (data: TwoFactorLoginRequest) => api.post('/api/auth/login/2fa', data, { schema: AuthResponse });

/** The member logged in now, or none yet: the second step is still to come. */
export const userOf = (answer: PasswordAnswer): CurrentUser | null => ('user' in answer ? answer.user : null);

/** Logs in and makes the new member current. Errors are left to the form (field issues + toast). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (answer) => {
      const user = userOf(answer);
      if (user) return applySession(queryClient, user);
    },
  });
}

/** Thrown by the staff login when the account is valid but not super_admin or editor. */
export class NotStaffError extends Error {
  constructor() {
    super('Bu alana erişim yetkiniz yok.');
    this.name = 'NotStaffError';
  }
}

/** At the staff door a member account is logged straight out again (spec: an unauthorized message, no redirect). */
async function staffOnly<T extends PasswordAnswer>(answer: T): Promise<T> {
  const user = userOf(answer);
  if (user && !isStaff(user.role)) {
    await logout().catch(() => undefined);
    throw new NotStaffError();
  }
  return answer;
}

/**
 * Admin login: a non-staff account is logged straight out again, so a member is not left
 * half-logged-in through the admin door. Only staff have the two-step login, so that answer goes on.
 */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: LoginRequest) => staffOnly(await login(data)),
    meta: { silent: true },
    onSuccess: (answer) => {
      const user = userOf(answer);
      if (user) return applySession(queryClient, user);
    },
    onError: (error) => {
      if (error instanceof NotStaffError) void applySession(queryClient, null);
    },
  });
}

/** The second step of a login (or of a password reset): the session arrives with it. */
export function useSecondStep({ staffOnly: onlyStaff = false }: { staffOnly?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: TwoFactorLoginRequest) => {
      const answer = await loginSecondStep(data);
      return onlyStaff ? staffOnly(answer) : answer;
    },
    meta: { silent: true },
    onSuccess: ({ user }) => applySession(queryClient, user),
  });
}
