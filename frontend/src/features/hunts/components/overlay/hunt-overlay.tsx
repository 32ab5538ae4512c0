import { useHunt } from '../../api/hunts';
import { money, times } from '../../lib/labels';
import { HuntFigures } from '../hunt-figures';

/**
 * /overlay/bonus-avi/{id}, laid out at 1920×1080: the current slot and the last opened ones on top, the
 * figures across the whole width below (each tile wide enough for a big amount in stream-sized type).
 * Every text sits on a dark plate: over a light stream picture white text alone is unreadable.
 */
export function HuntOverlay({ id }: { id: string }) {
  const { data: hunt } = useHunt(id);
  if (!hunt) return null;
  const current = hunt.slots.find((s) => s.id === hunt.currentSlotId);
  const opened = hunt.slots
    .filter((s) => s.win !== null)
    .slice(-4)
    .reverse();
  return (
    <div className="flex h-[1080px] w-[1920px] flex-col gap-6 p-12 text-white" data-testid="hunt-overlay">
      <div className="flex gap-8">
        <div className="w-[1100px] space-y-6">
          <h1 className="inline-block max-w-full truncate rounded-2xl bg-slate-950/85 px-6 py-3 text-6xl font-black">
            {hunt.title}
          </h1>
          <div className="rounded-2xl bg-brand-600/95 px-8 py-6" data-testid="overlay-current">
            <p className="text-3xl font-semibold text-white/85">Sıradaki bonus</p>
            <p className="truncate text-6xl font-black">{current ? current.name : hunt.status === 'finished' ? 'Bitti' : '—'}</p>
            {current && <p className="mt-1 text-4xl font-semibold">Bahis {money(current.bet)}</p>}
          </div>
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <h2 className="inline-block rounded-xl bg-slate-950/85 px-5 py-2 text-3xl font-bold">Son açılanlar</h2>
          <ul className="space-y-3" data-testid="overlay-opened">
            {opened.map((s) => (
              <li key={s.id} className="flex justify-between gap-4 rounded-xl bg-slate-950/85 px-5 py-3 text-3xl">
                <span className="truncate">{s.name}</span>
                <span className="shrink-0 font-bold tabular-nums">
                  {money(s.win)} · {times(s.multiplier)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <HuntFigures hunt={hunt} large />
    </div>
  );
}
