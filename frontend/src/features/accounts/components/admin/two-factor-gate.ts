import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { TWO_FACTOR_REQUIRED_CODE } from '../../api/two-factor-status';

const isTwoFactorRequired = (error: unknown) => error instanceof ApiRequestError && error.code === TWO_FACTOR_REQUIRED_CODE;

/**
 * STAFF_2FA=required: a staff-only call answered "İki adımlı doğrulama gerekli" (a 403) sends the staff
 * member to /admin/guvenlik, whichever screen asked (the guard catches the first visit; this, a
 * requirement that arrives later, e.g. after a super_admin reset the enrolment).
 */
export function useTwoFactorGate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const send = (error: unknown) => {
      if (!isTwoFactorRequired(error)) return;
      toast.warning('İki adımlı doğrulama gerekli', { description: 'Yönetim paneli için önce iki adımlı doğrulamayı kurun.' });
      void navigate({ to: '/admin/guvenlik' });
    };
    const queries = queryClient.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') send(e.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') send(e.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, navigate]);
}
