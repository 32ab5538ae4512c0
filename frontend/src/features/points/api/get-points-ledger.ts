import { LEDGER_PAGE, LedgerPage } from '@app/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/**
 * GET /api/points/ledger, page after page ("Daha Fazla"); keyed by member. The `points-ledger` notice
 * refetches the loaded pages from the newest, each next page starting below the one before.
 */
export const pointsLedgerQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [Topic.pointsLedger, userId],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/points/ledger?limit=${LEDGER_PAGE.default}${pageParam ? `&before=${pageParam}` : ''}`, {
        schema: LedgerPage,
        signal,
      }),
    initialPageParam: null as string | null,
    // A full page may have older rows below it; a short one is the end.
    getNextPageParam: (last) => (last.length === LEDGER_PAGE.default ? last.at(-1)!.id : undefined),
  });

export const usePointsLedger = (userId: string) => useInfiniteQuery(pointsLedgerQueryOptions(userId));
