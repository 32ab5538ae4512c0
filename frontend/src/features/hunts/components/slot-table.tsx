import type { Hunt, HuntListItem } from '@app/contracts';
import { cn } from '@/lib/cn';
import { money, times } from '../lib/labels';

/** The slots in their order, the current one highlighted; the best multiplier marked. */
export function SlotTable({ hunt }: { hunt: Hunt | HuntListItem }) {
  if (hunt.slots.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">Henüz bonus eklenmedi.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm" data-testid="slot-table">
        <thead className="bg-slate-50 text-left text-xs text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th className="px-3 py-2">#</th>
            <th className="px-3 py-2">Slot</th>
            <th className="px-3 py-2 text-right">Bahis</th>
            <th className="px-3 py-2 text-right">Kazanç</th>
            <th className="px-3 py-2 text-right">Çarpan</th>
          </tr>
        </thead>
        <tbody>
          {hunt.slots.map((s) => (
            <tr
              key={s.id}
              aria-current={s.id === hunt.currentSlotId ? 'step' : undefined}
              className={cn(
                'border-t border-slate-100 dark:border-slate-800',
                s.id === hunt.currentSlotId && 'bg-brand-500/15 font-semibold',
                hunt.bestSlotIds.includes(s.id) && 'bg-emerald-500/10',
              )}
            >
              <td className="px-3 py-2 tabular-nums">{s.order + 1}</td>
              <td className="px-3 py-2">
                {s.name}
                {s.provider && <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{s.provider}</span>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{money(s.bet)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(s.win)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{times(s.multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
