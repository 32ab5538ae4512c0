import type { Draw } from '@app/contracts';
import { Crown, Sparkles, Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { entryLabel } from '../lib/labels';

interface Props {
  draw: Draw;
  /** How many winners are revealed so far (the rest show as placeholders while the reveal runs). */
  shown: number;
  revealing: boolean;
  /** The page watched the draw happen: each winner slides in as it is named. */
  live: boolean;
  currentUsername?: string | null;
}

/** The winners in pick order; a live draw reveals them one by one. */
export function WinnersList({ draw, shown, revealing, live, currentUsername }: Props) {
  const hidden = draw.winners.length - shown;
  return (
    <Card className="overflow-hidden" data-testid="draw-winners">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-gradient-to-r from-brand-500/10 via-accent-500/10 to-transparent px-5 py-4 dark:border-slate-800">
        <Trophy className="size-5 text-brand-500" aria-hidden="true" />
        <h2 className="text-lg font-bold tracking-tight">{revealing ? 'Kazananlar açıklanıyor…' : 'Kazananlar'}</h2>
      </div>
      {draw.winners.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
          Bu çekilişte katılım olmadığı için kazanan çıkmadı.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" aria-live="polite">
          {draw.winners.slice(0, shown).map((w, k) => {
            const mine = !!currentUsername && w.username === currentUsername;
            return (
              <li
                key={`${w.entry}-${k}`}
                data-testid="draw-winner"
                className={cn(
                  'flex items-center gap-4 px-5 py-3.5',
                  live && 'animate-[winner-in_500ms_ease-out]',
                  mine && 'bg-emerald-500/10',
                )}
              >
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full text-sm font-black',
                    k === 0
                      ? 'bg-amber-400/20 text-amber-600 dark:text-amber-400'
                      : 'bg-slate-500/10 text-slate-600 dark:text-slate-300',
                  )}
                >
                  {k === 0 ? <Crown className="size-4" aria-label="1." /> : `${k + 1}.`}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-bold">{w.username}</p>
                  <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{entryLabel(draw.source, w.entry)}</p>
                </div>
                {mine && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-bold text-emerald-700 dark:text-emerald-300">
                    <Sparkles className="size-3.5" aria-hidden="true" />
                    Siz kazandınız!
                  </span>
                )}
              </li>
            );
          })}
          {Array.from({ length: hidden }, (_, k) => (
            <li key={`hidden-${k}`} className="flex items-center gap-4 px-5 py-3.5" aria-hidden="true">
              <span className="grid size-9 place-items-center rounded-full bg-slate-500/10 text-sm font-black text-slate-400">
                {shown + k + 1}.
              </span>
              <span className="h-4 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
