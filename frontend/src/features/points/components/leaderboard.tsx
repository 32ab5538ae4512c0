import type { LeaderboardEntry, LeaderboardPeriod } from '@app/contracts';
import { Crown, Medal, Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';

const podium = [
  {
    label: 'Birinci',
    icon: Crown,
    ring: 'ring-amber-400/60 bg-amber-400/10',
    badge: 'from-amber-300 to-amber-500 text-amber-950',
  },
  {
    label: 'İkinci',
    icon: Medal,
    ring: 'ring-slate-300/60 bg-slate-300/10',
    badge: 'from-slate-200 to-slate-400 text-slate-900',
  },
  {
    label: 'Üçüncü',
    icon: Medal,
    ring: 'ring-orange-400/50 bg-orange-400/10',
    badge: 'from-orange-300 to-orange-600 text-orange-950',
  },
] as const;

function Row({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  const medal = podium[rank - 1];
  const Icon = medal?.icon;
  return (
    <li
      data-testid="leaderboard-row"
      className={cn(
        'flex items-center gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60',
        medal && cn('ring-1 ring-inset', medal.ring),
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold tabular-nums',
          medal
            ? cn('bg-gradient-to-br shadow-md', medal.badge)
            : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        {Icon ? <Icon className="size-5" aria-label={`${rank}.`} /> : rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" data-testid="leaderboard-username">
          {entry.username || 'Anonim'}
        </p>
        {medal && <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{medal.label}</p>}
      </div>
      <p className="shrink-0 text-right">
        <span className="text-lg font-extrabold text-brand-700 tabular-nums dark:text-brand-400" data-testid="leaderboard-points">
          {formatNumber(entry.points)}
        </span>
        <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">puan</span>
      </p>
    </li>
  );
}

/** Top 10 by points (spec §2 Leaderboard), of all time or of a period; updates live through the `leaderboard` notice. */
export function LeaderboardList({ period }: { period?: LeaderboardPeriod }) {
  const { data, isLoading } = useLeaderboard(period);
  if (isLoading) {
    return (
      <ul className="space-y-3" aria-busy="true" aria-label="Yükleniyor...">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="h-16 animate-pulse rounded-xl bg-slate-200/70 dark:bg-slate-800/60" />
        ))}
      </ul>
    );
  }
  if (!data?.length) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Trophy className="size-10 text-accent-500" aria-hidden="true" />
        <p className="text-lg font-semibold">Henüz lider yok</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">İlk lider siz olun!</p>
      </Card>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Puan sıralaması">
      {data.map((entry, i) => (
        <Row key={`${i}-${entry.username}`} entry={entry} rank={i + 1} />
      ))}
    </ol>
  );
}
