import { LayoutGrid } from 'lucide-react';

/** The home page until the card grid lands: heading and the empty state. */
export function HomeHero() {
  return (
    <div className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-5xl rounded-full bg-gradient-to-r from-brand-500/25 via-accent-500/20 to-brand-500/10 blur-3xl dark:from-brand-500/20 dark:via-accent-500/15"
      />
      <section className="mx-auto max-w-7xl px-4 pt-16 pb-24 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-black tracking-tight sm:text-6xl">
            <span className="bg-gradient-to-r from-brand-500 via-brand-400 to-accent-500 bg-clip-text text-transparent">
              Güvenilir Siteler
            </span>
          </h1>
        </div>
        <div
          className="mx-auto mt-14 flex max-w-2xl flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/40"
          data-testid="cards-empty"
        >
          <span className="grid size-12 place-items-center rounded-xl bg-accent-500/10 text-accent-500">
            <LayoutGrid className="size-6" aria-hidden="true" />
          </span>
          <p className="text-slate-600 dark:text-slate-400">Henüz kart bulunmamaktadır.</p>
        </div>
      </section>
    </div>
  );
}
