import { Link } from '@tanstack/react-router';
import { ChevronRight, Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format-date';
import { useMyDrawWins } from '../api/get-my-draw-wins';

/** Profile 'Kazandığım Çekilişler': the member's wins, newest first; a new win arrives live. */
export function MyDrawWins({ userId }: { userId: string }) {
  const { data: wins, isPending } = useMyDrawWins(userId);
  return (
    <section aria-labelledby="my-draw-wins" data-testid="my-draw-wins">
      <h2 id="my-draw-wins" className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <Trophy className="size-6 text-amber-500" aria-hidden="true" /> Kazandığım Çekilişler
      </h2>
      {isPending ? null : !wins?.length ? (
        <Card className="px-6 py-8 text-center text-slate-600 dark:text-slate-400">Henüz kazandığınız bir çekiliş yok.</Card>
      ) : (
        <Card className="divide-y divide-slate-100 dark:divide-slate-800">
          {wins.map((w) => (
            <Link
              key={`${w.drawId}-${w.entry}`}
              to="/cekilisler/$id"
              params={{ id: w.drawId }}
              data-testid="my-draw-win"
              className="flex items-center gap-4 px-5 py-4 transition hover:bg-slate-50 dark:hover:bg-slate-800/40"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-400/15 text-amber-600 dark:text-amber-400">
                <Trophy className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{w.title}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {w.prize ? `${w.prize} · ` : ''}
                  {formatLongDate(w.drawnAt)}
                </p>
              </div>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          ))}
        </Card>
      )}
    </section>
  );
}
