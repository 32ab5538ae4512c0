import type { Hunt, HuntListItem } from '@app/contracts';
import { cn } from '@/lib/cn';
import { money, times } from '../lib/labels';

/** The hunt's figures as labelled tiles; `large` for the stream overlay. */
export function HuntFigures({ hunt, large = false }: { hunt: Hunt | HuntListItem; large?: boolean }) {
  const f = hunt.figures;
  const slotName = (id: string | null) => hunt.slots.find((s) => s.id === id)?.name ?? '';
  const items: [string, string, string?][] = [
    ['Başlangıç', money(hunt.startCost)],
    ['Toplam bahis', money(f.totalBet)],
    ['Bonus', `${f.openedCount}/${f.bonusCount}`],
    ['Başa baş', times(f.breakEvenX)],
    ['Toplam kazanç', money(f.totalWin)],
    ['Kâr/Zarar', money(f.profit)],
    ['Gereken ort.', times(f.requiredX)],
    ['En iyi kazanç', money(f.bestWin), slotName(f.bestWinSlotId)],
    ['En iyi çarpan', times(f.bestX), slotName(f.bestXSlotId)],
  ];
  return (
    <dl className={cn('grid gap-3', large ? 'grid-cols-3 gap-4' : 'grid-cols-2 sm:grid-cols-3')} data-testid="hunt-figures">
      {items.map(([label, value, note]) => (
        <div
          key={label}
          className={cn(
            'rounded-xl border border-slate-200 bg-white/80 p-3 dark:border-slate-700 dark:bg-slate-900/80',
            large && 'border-white/10 bg-slate-950/80 p-5 text-white',
          )}
        >
          <dt className={cn('text-xs font-medium text-slate-500 dark:text-slate-400', large && 'text-xl text-slate-300')}>
            {label}
          </dt>
          <dd
            className={cn(
              'mt-1 text-lg font-bold tabular-nums',
              large && 'text-4xl',
              label === 'Kâr/Zarar' && (f.profit < 0 ? 'text-red-500' : 'text-emerald-500'),
            )}
            data-testid={`figure-${label}`}
          >
            {value}
          </dd>
          {note && <p className={cn('truncate', large ? 'text-lg text-slate-300' : 'text-xs text-slate-500')}>{note}</p>}
        </div>
      ))}
    </dl>
  );
}
