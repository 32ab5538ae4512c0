import type { LedgerRow } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber, formatSigned } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { LedgerReasonIcon } from './ledger-reason';

const th = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

function Row({ row }: { row: LedgerRow }) {
  const date = formatDateTime(row.at);
  return (
    <tr data-testid="ledger-row" className="border-t border-slate-100 dark:border-slate-800/70">
      <td
        data-testid="ledger-date"
        className="hidden px-4 py-3 whitespace-nowrap text-slate-500 tabular-nums sm:table-cell dark:text-slate-400"
      >
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
          row.delta > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
        )}
      >
        {formatSigned(row.delta)}
      </td>
      <td data-testid="ledger-balance" className="py-3 pr-4 pl-2 text-right font-semibold whitespace-nowrap tabular-nums sm:pl-4">
        {formatNumber(row.balance)}
      </td>
    </tr>
  );
}

interface LedgerTableProps {
  rows: LedgerRow[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  className?: string;
}

/** Balance changes, newest first, with "Daha Fazla" while older pages remain (the profile and the admin drawer). */
export function LedgerTable({ rows, hasNextPage, isFetchingNextPage, fetchNextPage, className }: LedgerTableProps) {
  return (
    <Card className={cn('overflow-hidden', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Puan geçmişi, en yeni önce</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
              Tarih
            </th>
            <th scope="col" className={th}>
              İşlem
            </th>
            <th scope="col" className={cn(th, 'px-2 text-right sm:px-4')}>
              Puan
            </th>
            <th scope="col" className={cn(th, 'pl-2 text-right sm:pl-4')}>
              Bakiye
            </th>
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
          <Button variant="outline" pending={isFetchingNextPage} onClick={fetchNextPage}>
            {isFetchingNextPage ? 'Yükleniyor...' : 'Daha Fazla'}
          </Button>
        </div>
      )}
    </Card>
  );
}
