import { Leaderboard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/leaderboard: top 10; refetched whenever anyone's points change (the `leaderboard` notice). */
export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: [topics.leaderboard],
    queryFn: () => api.get('/api/leaderboard', { schema: Leaderboard }),
  });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
