import type { DrawStatus, DrawSummary } from '@app/contracts';
import { Dices } from 'lucide-react';
import { PageEmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageGlow } from '@/components/ui/page-glow';
import { useDraws } from '../api/get-draws';
import { DrawCard } from './draw-card';
import { HowItWorks } from './how-it-works';

const sections: { status: DrawStatus; title: string }[] = [
  { status: 'open', title: 'Açık Çekilişler' },
  { status: 'drawn', title: 'Sonuçlanan Çekilişler' },
  { status: 'cancelled', title: 'İptal Edilen Çekilişler' },
];

/** /cekilisler: open draws with their commitment, past draws with their winners. */
export function DrawsList() {
  const list = useDraws();
  const { data: draws, isPending, isError } = list;
  return (
    <div className="relative isolate flex-1">
      <PageGlow />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Çekilişler</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
          Her çekiliş, önceden taahhüt edilen gizli bir tohumla yapılır. Sonucu herkes kendi tarayıcısında doğrulayabilir.
        </p>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {isPending ? <Spinner /> : isError ? <LoadFailed what="Çekilişler" query={list} /> : <Sections draws={draws} />}
          </div>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <HowItWorks />
          </aside>
        </div>
      </section>
    </div>
  );
}

function Sections({ draws }: { draws: DrawSummary[] }) {
  if (draws.length === 0) {
    return <PageEmptyState icon={Dices} title="Henüz çekiliş yok" text="Yeni çekilişler oluşturulduğunda burada görünecek." />;
  }
  return (
    <div className="space-y-12">
      {sections.map(({ status, title }) => {
        const group = draws.filter((d) => d.status === status);
        if (group.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`draws-${status}`} data-testid={`draws-${status}`}>
            <h2 id={`draws-${status}`} className="mb-5 flex items-center gap-3 text-xl font-bold tracking-tight">
              {title}
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {group.length}
              </span>
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              {group.map((draw) => (
                <DrawCard key={draw.id} draw={draw} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
