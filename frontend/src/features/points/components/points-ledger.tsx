import { History } from 'lucide-react';
import { LedgerTable } from './ledger-table';
import { Card } from '@/components/ui/card';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { usePointsLedger } from '../api/get-points-ledger';

/** Profile "Puan Geçmişi": every change of the balance, newest first; live through the `points-ledger` notice. */
export function PointsLedger({ userId }: { userId: string }) {
  const ledger = usePointsLedger(userId);
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = ledger;
  const rows = data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="points-ledger" data-testid="points-ledger">
      <h2 id="points-ledger" className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <History className="size-6 text-brand-500" aria-hidden="true" /> Puan Geçmişi
      </h2>
      {/* A failed read is not an empty history: say so, with Tekrar dene (queries never retry on their own). */}
      {failedWithoutData(ledger) ? (
        <LoadFailed what="Puan geçmişi" query={ledger} />
      ) : isPending ? (
        <Card className="h-40 animate-pulse" aria-busy="true" aria-label="Yükleniyor..." />
      ) : rows.length === 0 ? (
        <Card className="px-6 py-8 text-center text-slate-600 dark:text-slate-400">
          Henüz puan hareketiniz yok. Doğrulamalar, yayın linkiniz ve onaylanan bilet başvurularınız burada listelenir.
        </Card>
      ) : (
        <LedgerTable
          rows={rows}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={() => void fetchNextPage()}
        />
      )}
    </section>
  );
}
