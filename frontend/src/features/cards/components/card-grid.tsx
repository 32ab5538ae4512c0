import type { PublicCard } from '@app/contracts';
import { LayoutGrid } from 'lucide-react';
import { PageEmptyState } from '@/components/ui/empty-state';
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
    return <PageEmptyState icon={LayoutGrid} title="Henüz kart bulunmamaktadır." testId="cards-empty" />;
  }
  return (
    <div className={gridClass} style={style} data-testid="card-grid">
      {cards.map((card) => (
        <PromoCard key={card.id} card={card} onClick={onCardClick} />
      ))}
    </div>
  );
}
