import type { CurrentUser } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** The logged-in member, or null for a guest (401 is not an error here). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get('/api/auth/user', { schema: contract('CurrentUser') });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryKey = [Topic.authUser] as const;

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
