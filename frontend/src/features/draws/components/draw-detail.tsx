import type { Draw } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { Ban, CalendarCheck, CalendarPlus, Gift, Hourglass, Layers, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { DetailFallback, DetailPage } from '@/components/ui/detail-page';
import { isNotFound } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format-date';
import { useDraw } from '../api/get-draws';
import { sourceKind, winnersText } from '../lib/labels';
import { useRevealedCount } from '../lib/use-revealed-count';
import { CommitmentCard } from './commitment-card';
import { DrawStatusBadge } from './draw-status-badge';
import { DrawVerification } from './draw-verification';
import { EntriesList } from './entries-list';
import { HowItWorks } from './how-it-works';
import { WinnersList } from './winners-list';

/** /cekilisler/{id}: the draw, its commitment, and after the draw everything needed to check it. */
export function DrawDetailView({ id, currentUsername }: { id: string; currentUsername?: string | null }) {
  const query = useDraw(id);
  const { data: draw, error, isPending } = query;
  const reveal = useRevealedCount(draw);
  if (!draw || isPending || isNotFound(error)) return <DetailFallback query={query} what="Çekiliş" notFound={<DrawNotFound />} />;

  return (
    <DetailPage back="/cekilisler" backLabel="Tüm Çekilişler">
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <header>
            <DrawStatusBadge status={draw.status} />
            <h1 className="mt-3 text-3xl font-black tracking-tight break-words sm:text-4xl">{draw.title}</h1>
            {draw.prize && (
              <p className="mt-3 inline-flex items-center gap-2 text-lg font-semibold text-brand-700 dark:text-brand-400">
                <Gift className="size-5" aria-hidden="true" />
                {draw.prize}
              </p>
            )}
          </header>
          {draw.status === 'open' && <Waiting />}
          {draw.status === 'cancelled' && <Cancelled />}
          {draw.status === 'drawn' && <WinnersList draw={draw} currentUsername={currentUsername} {...reveal} />}
          {draw.status !== 'open' && !reveal.revealing && <DrawVerification draw={draw} />}
          {draw.status === 'drawn' && <EntriesList draw={draw} revealed={reveal.shown} />}
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <Facts draw={draw} />
          <CommitmentCard draw={draw} />
          <HowItWorks />
        </aside>
      </div>
    </DetailPage>
  );
}

function Facts({ draw }: { draw: Draw }) {
  return (
    <Card className="p-5 sm:p-6">
      <dl className="space-y-3 text-sm">
        <Fact icon={<Layers className="size-4" />} label="Kaynak">
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{sourceKind(draw.source)}</span>
          {draw.source.name}
        </Fact>
        <Fact icon={<Users className="size-4" />} label="Kazanan sayısı">
          {winnersText(draw)}
        </Fact>
        <Fact icon={<CalendarPlus className="size-4" />} label="Oluşturuldu">
          {formatLongDate(draw.createdAt)}
        </Fact>
        {draw.drawnAt && (
          <Fact icon={<CalendarCheck className="size-4" />} label="Çekiliş">
            {formatLongDate(draw.drawnAt)}
          </Fact>
        )}
      </dl>
    </Card>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-500 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function Waiting() {
  return (
    <Card className="flex items-start gap-4 p-5 sm:p-6" data-testid="draw-waiting">
      <span className="relative grid size-11 shrink-0 place-items-center rounded-xl bg-sky-500/15 text-sky-600 dark:text-sky-400">
        <Hourglass className="size-5" aria-hidden="true" />
        <span className="absolute -top-1 -right-1 size-3 animate-ping rounded-full bg-sky-500/60" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold">Çekiliş henüz yapılmadı</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Kazananlar, çekiliş başlatıldığı anda bu sayfada canlı olarak tek tek açıklanacak. Sayfayı yenilemenize gerek yok.
        </p>
      </div>
    </Card>
  );
}

function Cancelled() {
  return (
    <Card className="flex items-start gap-4 p-5 sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-500/15 text-slate-600 dark:text-slate-300">
        <Ban className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold">Bu çekiliş iptal edildi</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          İptal edilen bir çekiliş bir daha yapılamaz. Tohumu yine de açıklandı: önceden yayımlanan taahhütle
          karşılaştırabilirsiniz.
        </p>
      </div>
    </Card>
  );
}

export function DrawNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Çekiliş bulunamadı</h1>
      <Link to="/cekilisler" className="mt-6 text-sm font-semibold text-brand-500 hover:underline">
        Tüm Çekilişler
      </Link>
    </section>
  );
}
