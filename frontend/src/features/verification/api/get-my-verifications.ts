import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/social-verifications: the member's own requests (newest first). */
export const myVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: [topics.socialVerifications],
    queryFn: () => api.get('/api/social-verifications', { schema: contract('SocialVerificationList') }),
  });

export const useMyVerifications = () => useQuery(myVerificationsQueryOptions());
