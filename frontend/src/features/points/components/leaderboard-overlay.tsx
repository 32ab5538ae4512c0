import type { LeaderboardPeriod } from '@app/contracts';
import { formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';

const TITLES = { all: 'Lider Tablosu', week: 'Haftanın Liderleri', month: 'Ayın Liderleri' } as const;

/**
 * /overlay/lider-tablosu: the top 10 for OBS (all time, or the week's or month's board), laid out at
 * 1920×1080. Every text sits on a dark plate, readable over a light stream picture too.
 */
export function LeaderboardOverlay({ period }: { period?: LeaderboardPeriod }) {
  const { data } = useLeaderboard(period);
  return (
    <div className="h-[1080px] w-[1920px] p-12 text-white" data-testid="leaderboard-overlay">
      <h1 className="inline-block rounded-2xl bg-slate-950/85 px-6 py-3 text-6xl font-black">{TITLES[period ?? 'all']}</h1>
      <ol className="mt-6 w-[1000px] space-y-3">
        {(data ?? []).map((row, k) => (
          <li key={`${k}-${row.username}`} className="flex justify-between gap-6 rounded-xl bg-slate-950/85 px-6 py-3 text-4xl">
            <span className="truncate">
              {k + 1}. {row.username ?? 'Silinmiş üye'}
            </span>
            <span className="shrink-0 font-bold tabular-nums">{formatNumber(row.points)} puan</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
