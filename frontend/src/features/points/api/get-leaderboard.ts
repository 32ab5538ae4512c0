import type { LeaderboardPeriod } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/**
 * GET /api/leaderboard: top 10 of all time (by balance), or of this Istanbul week or month (by points
 * earned); every board is refetched whenever anyone's points change (the `leaderboard` notice).
 */
export const leaderboardQueryOptions = (period?: LeaderboardPeriod) =>
  queryOptions({
    queryKey: [Topic.leaderboard, period ?? 'all'],
    queryFn: () =>
      api.get(period ? `/api/leaderboard?period=${period}` : '/api/leaderboard', { schema: contract('Leaderboard') }),
  });

export const useLeaderboard = (period?: LeaderboardPeriod) => useQuery(leaderboardQueryOptions(period));
