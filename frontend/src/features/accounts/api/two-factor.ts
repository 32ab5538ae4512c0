import { type ConfirmTwoFactorRequest, RecoveryCodes, TwoFactorEnrolment } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { api } from '@/lib/api-client';
import { twoFactorStatusQueryOptions } from './two-factor-status';

/** POST /api/admin/2fa/enrol: a new key (each call a new one; none is active before the confirmation). */
export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.post('/api/admin/2fa/enrol', {}, { schema: TwoFactorEnrolment }) });

/** POST /api/admin/2fa/confirm: the first code turns the two-step login on; the recovery codes come once. */
export function useConfirmEnrolment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ConfirmTwoFactorRequest) => api.post('/api/admin/2fa/confirm', data, { schema: RecoveryCodes }),
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData(twoFactorStatusQueryOptions(userId).queryKey, (s) => (s ? { ...s, enabled: true } : s));
      // Whatever a staff-only call refused before the enrolment may now be asked again.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== Topic.accountChanged });
    },
  });
}
