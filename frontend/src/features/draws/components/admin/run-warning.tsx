import type { DrawSummary } from '@app/contracts';
import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useDrawEntrants } from '../../api/admin-draws';

/**
 * Shown in the run confirmation: a member wins at most once, so a draw with fewer distinct members
 * than winners draws fewer winners. Staff see the count before they run it, not after.
 */
export function RunWarning({ draw }: { draw: DrawSummary }) {
  const { data, isPending, isError } = useDrawEntrants(draw.id);
  if (isPending) return <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Katılımcılar sayılıyor...</p>;
  if (isError) return null;
  const { members } = data;
  const count = <p className="mt-3 text-sm">Şu an katılan farklı üye: {formatNumber(members)}</p>;
  if (members >= draw.winnerCount) return count;
  return (
    <>
      {count}
      <p role="alert" className="mt-2 flex gap-2 rounded-lg bg-amber-400/15 px-3 py-2 text-sm text-amber-800 dark:text-amber-300">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {members === 0
          ? `Henüz katılımcı yok: çekiliş şimdi yapılırsa kazanan çıkmaz (kazanan sayısı ${formatNumber(draw.winnerCount)}).`
          : `Kazanan sayısı ${formatNumber(draw.winnerCount)}, ama yalnızca ${formatNumber(members)} farklı üye katıldı: çekiliş şimdi yapılırsa ${formatNumber(members)} kazanan çıkar.`}
      </p>
    </>
  );
}
