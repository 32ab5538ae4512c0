import type { ReactNode } from 'react';

/** The heading above the card grid, with the brand's gradient underline. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="home-cards-title" className="space-y-6">
      <div className="flex items-center gap-4">
        <h1 id="home-cards-title" className="text-2xl font-black tracking-tight sm:text-3xl">
          <span className="bg-gradient-to-r from-brand-500 via-brand-400 to-accent-500 bg-clip-text text-transparent">
            {title}
          </span>
        </h1>
        <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-brand-500/40 via-accent-500/30 to-transparent" />
      </div>
      {children}
    </section>
  );
}
