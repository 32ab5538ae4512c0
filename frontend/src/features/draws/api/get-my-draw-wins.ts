import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/draws/wins: the member's own wins; keyed by member so a new login never sees another's. */
export const myDrawWinsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [Topic.drawWins, userId],
    queryFn: () => api.get('/api/draws/wins', { schema: contract('DrawWinList') }),
  });

export const useMyDrawWins = (userId: string) => useQuery(myDrawWinsQueryOptions(userId));
