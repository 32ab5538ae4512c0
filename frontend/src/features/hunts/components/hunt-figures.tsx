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
  // One set of sizes or the other, never both: two text sizes on one element are settled by the order
  // of the stylesheet, not of the class list (that is how the overlay's figures once came out small).
  const look = large ? STREAM : PAGE;
  return (
    <dl className={look.grid} data-testid="hunt-figures">
      {items.map(([label, value, note]) => (
        <div key={label} className={look.tile}>
          <dt className={look.label}>{label}</dt>
          <dd
            className={cn(look.value, label === 'Kâr/Zarar' && (f.profit < 0 ? look.loss : look.gain))}
            data-testid={`figure-${label}`}
          >
            {value}
          </dd>
          {note && <p className={look.note}>{note}</p>}
        </div>
      ))}
    </dl>
  );
}

const PAGE = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3',
  tile: 'rounded-xl border border-slate-200 bg-white/80 p-3 dark:border-slate-700 dark:bg-slate-900/80',
  label: 'text-xs font-medium text-slate-500 dark:text-slate-400',
  value: 'mt-1 text-lg font-bold tabular-nums',
  note: 'truncate text-xs text-slate-500',
  loss: 'text-red-500',
  gain: 'text-emerald-500',
};

/** For the 1920×1080 overlay: read from a phone watching the stream, over any picture. */
const STREAM = {
  grid: 'grid grid-cols-3 gap-4',
  tile: 'rounded-2xl border border-white/10 bg-slate-950/85 px-6 py-4 text-white',
  label: 'text-3xl font-semibold text-slate-300',
  value: 'mt-1 text-6xl font-black tabular-nums',
  note: 'truncate text-2xl text-slate-300',
  loss: 'text-red-400',
  gain: 'text-emerald-400',
};
