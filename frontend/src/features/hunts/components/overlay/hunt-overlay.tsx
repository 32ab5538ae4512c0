import { useHunt } from '../../api/hunts';
import { money, times } from '../../lib/labels';
import { HuntFigures } from '../hunt-figures';

/** /overlay/bonus-avi/{id}: for OBS at 1920×1080: the current slot, the figures, the last opened slots. */
export function HuntOverlay({ id }: { id: string }) {
  const { data: hunt } = useHunt(id);
  if (!hunt) return null;
  const current = hunt.slots.find((s) => s.id === hunt.currentSlotId);
  const opened = hunt.slots
    .filter((s) => s.win !== null)
    .slice(-5)
    .reverse();
  return (
    <div className="flex h-[1080px] w-[1920px] gap-10 p-12 text-white" data-testid="hunt-overlay">
      <div className="w-[1100px] space-y-8">
        {/* On a dark plate: over a light stream picture white text alone is unreadable. */}
        <h1 className="inline-block rounded-2xl bg-slate-950/80 px-6 py-3 text-6xl font-black">{hunt.title}</h1>
        <div className="rounded-2xl bg-brand-600/90 p-8" data-testid="overlay-current">
          <p className="text-2xl text-white/80">Sıradaki bonus</p>
          <p className="text-6xl font-black">{current ? current.name : hunt.status === 'finished' ? 'Bitti' : '—'}</p>
          {current && <p className="mt-2 text-3xl">Bahis {money(current.bet)}</p>}
        </div>
        <HuntFigures hunt={hunt} large />
      </div>
      <div className="flex-1 space-y-4">
        <h2 className="inline-block rounded-xl bg-slate-950/80 px-5 py-2 text-3xl font-bold">Son açılanlar</h2>
        <ul className="space-y-3" data-testid="overlay-opened">
          {opened.map((s) => (
            <li key={s.id} className="flex justify-between rounded-xl bg-slate-950/80 p-5 text-3xl">
              <span className="truncate">{s.name}</span>
              <span className="tabular-nums">
                {money(s.win)} · {times(s.multiplier)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
