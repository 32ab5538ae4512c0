import type { Hunt } from '@app/contracts';
import { Card } from '@/components/ui/card';
import { DetailFallback, DetailPage } from '@/components/ui/detail-page';
import { isNotFound } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useHunt } from '../api/hunts';
import { HUNT_STATUS_LABELS, PLACE_LABELS } from '../lib/labels';
import { HuntFigures } from './hunt-figures';
import { HuntVerification } from './hunt-verification';
import { PredictionCard } from './prediction-card';
import { SlotTable } from './slot-table';

/** /bonus-avlari/{id}: the slots, the figures, the member's prediction and, after the finish, the proof. */
export function HuntDetailView({ id, loggedIn }: { id: string; loggedIn: boolean }) {
  const query = useHunt(id);
  const { data: hunt, error, isPending } = query;
  if (!hunt || isPending || isNotFound(error)) {
    const notFound = <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg">Bonus avı bulunamadı.</p>;
    return <DetailFallback query={query} what="Bonus avı" notFound={notFound} />;
  }
  return (
    <DetailPage back="/bonus-avlari" backLabel="Tüm Bonus Avları">
      <header className="mt-5">
        <span
          className="rounded-full bg-brand-500/15 px-3 py-1 text-xs font-semibold text-brand-700 dark:text-brand-400"
          data-testid="hunt-status"
        >
          {HUNT_STATUS_LABELS[hunt.status]}
        </span>
        <h1 className="mt-3 text-3xl font-black tracking-tight break-words sm:text-4xl">{hunt.title}</h1>
        {hunt.description && <p className="mt-2 text-slate-600 dark:text-slate-300">{hunt.description}</p>}
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <HuntFigures hunt={hunt} />
          <SlotTable hunt={hunt} />
          {hunt.winners.length > 0 && <Winners hunt={hunt} />}
          {hunt.status === 'finished' && <Predictions hunt={hunt} />}
        </div>
        <aside className="space-y-6">
          <PredictionCard hunt={hunt} loggedIn={loggedIn} />
          <Card className="p-5 text-sm">
            <p>Tahmin sayısı: {formatNumber(hunt.predictionCount)}</p>
            <p>
              Ödüller: {formatNumber(hunt.prizes.first)} / {formatNumber(hunt.prizes.second)} / {formatNumber(hunt.prizes.third)}{' '}
              puan, en iyi bonusu bilen herkese {formatNumber(hunt.prizes.bestSlot)} puan
            </p>
          </Card>
          <HuntVerification hunt={hunt} />
        </aside>
      </div>
    </DetailPage>
  );
}

function Winners({ hunt }: { hunt: Hunt }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Kazananlar</h2>
      <ul className="mt-3 space-y-1 text-sm" data-testid="hunt-winners">
        {hunt.winners.map((w) => (
          <li key={`${w.place}-${w.username}`}>
            <strong>{PLACE_LABELS[w.place]}</strong> {w.username}: {formatNumber(w.finalWin)}₺ · {formatNumber(w.prize)} puan
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Predictions({ hunt }: { hunt: Hunt }) {
  const name = (id: string) => hunt.slots.find((s) => s.id === id)?.name ?? id;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Tüm tahminler ({formatNumber(hunt.predictions.length)})</h2>
      <ol className="mt-3 max-h-96 space-y-1 overflow-y-auto text-sm">
        {hunt.predictions.map((p) => (
          <li key={p.id}>
            {p.username}: {formatNumber(p.finalWin)}₺ · {name(p.bestSlotId)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
