import type { PublicCard } from '@app/contracts';
import { LayoutGrid } from 'lucide-react';
import type { CSSProperties } from 'react';
import { PromoCard } from './promo-card';

export interface GridColumns {
  desktop: number;
  tablet: number;
  mobile: number;
}

interface CardGridProps {
  cards: PublicCard[] | undefined;
  isLoading?: boolean;
  columns: GridColumns;
  onCardClick?: (cardId: string) => void;
}

/** The home grid; columns per breakpoint come from the grid settings (phone < 768 px ≤ tablet < 1024 px ≤ desktop). */
export function CardGrid({ cards, isLoading, columns, onCardClick }: CardGridProps) {
  const style = {
    '--cols-m': columns.mobile,
    '--cols-t': columns.tablet,
    '--cols-d': columns.desktop,
  } as CSSProperties;
  const gridClass =
    'grid gap-4 sm:gap-5 grid-cols-[repeat(var(--cols-m),minmax(0,1fr))] ' +
    'md:grid-cols-[repeat(var(--cols-t),minmax(0,1fr))] lg:grid-cols-[repeat(var(--cols-d),minmax(0,1fr))]';

  if (isLoading) {
    return (
      <div className={gridClass} style={style} aria-busy="true" aria-label="Kartlar yükleniyor">
        {Array.from({ length: columns.desktop }, (_, i) => (
          <div key={i} className="h-52 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800/70" />
        ))}
      </div>
    );
  }
  if (!cards || cards.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/40"
        data-testid="cards-empty"
      >
        <span className="grid size-12 place-items-center rounded-xl bg-accent-500/10 text-accent-500">
          <LayoutGrid className="size-6" aria-hidden="true" />
        </span>
        <p className="text-slate-600 dark:text-slate-400">Henüz kart bulunmamaktadır.</p>
      </div>
    );
  }
  return (
    <div className={gridClass} style={style} data-testid="card-grid">
      {cards.map((card) => (
        <PromoCard key={card.id} card={card} onClick={onCardClick} />
      ))}
    </div>
  );
}
