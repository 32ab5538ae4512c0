import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { leaderboardQueryOptions } from '@/features/points/api/get-leaderboard';
import { type Board, LeaderboardTabs } from '@/features/points/components/leaderboard-tabs';

/** The open board lives in the URL (?donem=ay|hafta), so a reload or a shared link shows the same one. */
// A plain function, not a zod schema: route search parsers run in the first page's scripts.
const search = (input: Record<string, unknown>): { donem?: 'ay' | 'hafta' } =>
  input.donem === 'ay' || input.donem === 'hafta' ? { donem: input.donem } : {};
const boardOf = (donem: 'ay' | 'hafta' | undefined): Board => (donem === 'ay' ? 'month' : donem === 'hafta' ? 'week' : 'all');
const donemOf = (board: Board) => (board === 'month' ? 'ay' : board === 'week' ? 'hafta' : undefined);

export const Route = createFileRoute('/lider-tablosu')({
  validateSearch: search,
  loaderDeps: ({ search: { donem } }) => ({ donem }),
  // The board is the page: without it there is nothing true to show (not even 'Henüz lider yok').
  loader: ({ context: { queryClient }, deps: { donem } }) => {
    const board = boardOf(donem);
    return queryClient.ensureQueryData(leaderboardQueryOptions(board === 'all' ? undefined : board));
  },
  component: LeaderboardPage,
  errorComponent: LeaderboardLoadFailed,
});

function LeaderboardLoadFailed({ error }: ErrorComponentProps) {
  return <RouteLoadFailed what="Puan sıralaması" error={error} className="max-w-2xl" />;
}

function LeaderboardPage() {
  const { donem } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-32 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-gradient-to-r from-amber-400/15 via-brand-500/20 to-accent-500/15 blur-3xl"
      />
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-amber-400 to-brand-500 text-white shadow-lg shadow-brand-500/25">
            <Trophy className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">Puan Sıralaması</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">En çok puan toplayan ilk 10 üye</p>
        </div>
        <LeaderboardTabs
          board={boardOf(donem)}
          onBoardChange={(board) => void navigate({ search: { donem: donemOf(board) }, replace: true })}
        />
      </section>
    </div>
  );
}
