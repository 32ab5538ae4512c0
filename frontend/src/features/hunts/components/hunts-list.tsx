import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useHunts } from '../api/hunts';
import { HUNT_STATUS_LABELS, money, times } from '../lib/labels';

/** /bonus-avlari: live and upcoming hunts first, finished below. */
export function HuntsList() {
  const query = useHunts();
  if (query.isPending) return <Spinner />;
  if (!query.data) return <LoadFailed what="Bonus avları" query={query} />;
  if (query.data.length === 0) return <p className="text-slate-500">Henüz bonus avı yok.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((h) => (
        <li key={h.id}>
          <Link to="/bonus-avlari/$id" params={{ id: h.id }} className="block">
            <Card className="space-y-2 p-5 transition hover:border-brand-500">
              <span className="text-xs font-semibold text-brand-600 dark:text-brand-400">{HUNT_STATUS_LABELS[h.status]}</span>
              <h2 className="text-lg font-bold">{h.title}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {h.figures.bonusCount} bonus · başlangıç {money(h.startCost)} · başa baş {times(h.figures.breakEvenX)}
              </p>
              <p className="text-sm">Toplam kazanç: {money(h.figures.totalWin)}</p>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
