import { type ReviewVerificationRequest, SocialVerificationList } from '@app/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { itemPathOf, useInvalidate } from '@/lib/mutations';
import { Topic } from '@app/contracts/plain';

/** GET /api/admin/social-verifications/pending (staff); refetched on the `admin-social-verifications` notice. */
export const pendingVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminSocialVerifications, 'pending'],
    queryFn: () => api.get('/api/admin/social-verifications/pending', { schema: SocialVerificationList }),
  });
export const usePendingVerifications = () => useQuery(pendingVerificationsQueryOptions());

const itemPath = itemPathOf('/api/admin/social-verifications');
const useRefresh = () => useInvalidate(Topic.adminSocialVerifications);

/** PATCH {status: approved} or {status: rejected, rejectionReason}. */
export function useReviewVerification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewVerificationRequest }) =>
      api.patch(itemPath(id), body, { covers: [Topic.adminSocialVerifications] }),
    onSuccess: refresh,
  });
}

/** DELETE: removes the request permanently. */
export function useDeleteVerification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id), { covers: [Topic.adminSocialVerifications] }),
    onSuccess: refresh,
  });
}
