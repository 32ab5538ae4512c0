import type { LedgerRow } from '@app/contracts';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { usePointsLedger } from '../api/get-points-ledger';
import { LedgerReasonIcon } from './ledger-reason';

/** "+30" / "−80" (a real minus sign), in Turkish number format. */
const signed = (delta: number) => `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta))}`;

const th = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

function Row({ row }: { row: LedgerRow }) {
  const date = formatDateTime(row.at);
  return (
    <tr data-testid="ledger-row" className="border-t border-slate-100 dark:border-slate-800/70">
      <td data-testid="ledger-date" className="hidden px-4 py-3 whitespace-nowrap text-slate-500 tabular-nums sm:table-cell dark:text-slate-400">
        {date}
      </td>
      <td className="py-3 pr-2 pl-4">
        <div className="flex items-center gap-3">
          <LedgerReasonIcon reason={row.reason} />
          <div className="min-w-0">
            <p className="font-medium break-words" data-testid="ledger-description">
              {row.description}
            </p>
            {/* On a phone the date column is folded in here. */}
            <p className="text-xs text-slate-500 tabular-nums sm:hidden dark:text-slate-400">{date}</p>
          </div>
        </div>
      </td>
      <td
        data-testid="ledger-delta"
        className={cn(
          'px-2 py-3 text-right font-bold whitespace-nowrap tabular-nums sm:px-4',
          row.delta > 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {signed(row.delta)}
      </td>
      <td data-testid="ledger-balance" className="py-3 pr-4 pl-2 text-right font-semibold whitespace-nowrap tabular-nums sm:pl-4">
        {formatNumber(row.balance)}
      </td>
    </tr>
  );
}

/** Profile "Puan Geçmişi": every change of the balance, newest first; live through the `points-ledger` notice. */
export function PointsLedger({ userId }: { userId: string }) {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = usePointsLedger(userId);
  const rows = data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="points-ledger" data-testid="points-ledger">
      <h2 id="points-ledger" className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <History className="size-6 text-brand-500" aria-hidden="true" /> Puan Geçmişi
      </h2>
      {isPending ? (
        <Card className="h-40 animate-pulse" aria-busy="true" aria-label="Yükleniyor..." />
      ) : rows.length === 0 ? (
        <Card className="px-6 py-8 text-center text-slate-600 dark:text-slate-400">
          Henüz puan hareketiniz yok. Doğrulamalar, yayın linkiniz ve onaylanan bilet başvurularınız burada listelenir.
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Puan geçmişi, en yeni önce</caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className={cn(th, 'hidden sm:table-cell')}>Tarih</th>
                <th scope="col" className={th}>İşlem</th>
                <th scope="col" className={cn(th, 'px-2 text-right sm:px-4')}>Puan</th>
                <th scope="col" className={cn(th, 'pl-2 text-right sm:pl-4')}>Bakiye</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
          {hasNextPage && (
            <div className="flex justify-center border-t border-slate-100 p-4 dark:border-slate-800/70">
              <Button variant="outline" pending={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? 'Yükleniyor...' : 'Daha Fazla'}
              </Button>
            </div>
          )}
        </Card>
      )}
    </section>
  );
}
