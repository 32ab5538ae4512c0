import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/social-verifications: the member's own requests (newest first). */
export const myVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.socialVerifications],
    queryFn: () => api.get('/api/social-verifications', { schema: contract('SocialVerificationList') }),
  });

export const useMyVerifications = () => useQuery(myVerificationsQueryOptions());
