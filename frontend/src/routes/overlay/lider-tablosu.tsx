import { createFileRoute } from '@tanstack/react-router';
import { leaderboardQueryOptions } from '@/features/points/api/get-leaderboard';
import { LeaderboardOverlay } from '@/features/points/components/leaderboard-overlay';

const PERIODS = { hafta: 'week', ay: 'month' } as const;

export const Route = createFileRoute('/overlay/lider-tablosu')({
  // A plain check, not zod: public route options load with the first page, zod must not.
  validateSearch: (search: Record<string, unknown>): { donem?: 'hafta' | 'ay' } =>
    search.donem === 'hafta' || search.donem === 'ay' ? { donem: search.donem } : {},
  loaderDeps: ({ search }) => ({ period: search.donem ? PERIODS[search.donem] : undefined }),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(leaderboardQueryOptions(deps.period)),
  component: OverlayBoard,
});

function OverlayBoard() {
  const { donem } = Route.useSearch();
  return <LeaderboardOverlay period={donem ? PERIODS[donem] : undefined} />;
}
