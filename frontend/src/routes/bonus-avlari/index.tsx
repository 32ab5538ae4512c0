import { createFileRoute } from '@tanstack/react-router';
import { huntsQueryOptions } from '@/features/hunts/api/hunts';
import { HuntsList } from '@/features/hunts/components/hunts-list';

export const Route = createFileRoute('/bonus-avlari/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(huntsQueryOptions()),
  component: HuntsPage,
});

function HuntsPage() {
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Bonus Avı</h1>
      <p className="text-slate-600 dark:text-slate-300">
        Canlı bonus avlarını takip edin, toplam kazancı ve en iyi bonusu tahmin edin.
      </p>
      <HuntsList />
    </section>
  );
}
