import { queryOptions, useQuery } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { api, contract } from '@/lib/api-client';

/**
 * GET /api/admin/2fa: whether the staff member has the two-step login and whether the site requires it.
 * Its own light module (the contract named, not loaded): the admin guard reads it in the first page's
 * scripts. Keyed per account under `account-changed`, the notice enrolling or a reset sends.
 */
export const twoFactorStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [Topic.accountChanged, 'two-factor', userId],
    queryFn: () => api.get('/api/admin/2fa', { schema: contract('TwoFactorStatus') }),
  });
export const useTwoFactorStatus = (userId: string) => useQuery(twoFactorStatusQueryOptions(userId));

/** The code every staff-only call answers with (403) while STAFF_2FA=required and the member is not enrolled. */
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required';
