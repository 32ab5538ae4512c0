import type { LeaderboardPeriod } from '@app/contracts';
import { formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';

const TITLES = { all: 'Lider Tablosu', week: 'Haftanın Liderleri', month: 'Ayın Liderleri' } as const;

/** /overlay/lider-tablosu: the top 10 for OBS (all time, or the week's or month's board). */
export function LeaderboardOverlay({ period }: { period?: LeaderboardPeriod }) {
  const { data } = useLeaderboard(period);
  return (
    <div className="h-[1080px] w-[1920px] p-12 text-white" data-testid="leaderboard-overlay">
      <h1 className="text-6xl font-black drop-shadow">{TITLES[period ?? 'all']}</h1>
      <ol className="mt-8 w-[900px] space-y-3">
        {(data ?? []).map((row, k) => (
          <li key={`${k}-${row.username}`} className="flex justify-between rounded-xl bg-slate-950/80 px-6 py-4 text-4xl">
            <span>
              {k + 1}. {row.username ?? 'Silinmiş üye'}
            </span>
            <span className="tabular-nums">{formatNumber(row.points)} puan</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
