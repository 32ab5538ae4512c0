import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaderboardQueryOptions } from '@/features/points/api/get-leaderboard';
import { LeaderboardOverlay } from '@/features/points/components/leaderboard-overlay';

const PERIODS = { hafta: 'week', ay: 'month' } as const;

export const Route = createFileRoute('/overlay/lider-tablosu')({
  validateSearch: z.object({ donem: z.enum(['hafta', 'ay']).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ period: search.donem ? PERIODS[search.donem] : undefined }),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(leaderboardQueryOptions(deps.period)),
  component: OverlayBoard,
});

function OverlayBoard() {
  const { donem } = Route.useSearch();
  return <LeaderboardOverlay period={donem ? PERIODS[donem] : undefined} />;
}
