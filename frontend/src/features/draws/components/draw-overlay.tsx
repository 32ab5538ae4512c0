import { useDraw } from '../api/get-draws';
import { useRevealedCount } from '../lib/use-revealed-count';

/**
 * /overlay/cekilis/{id}: the draw revealing its winners one by one, for OBS, laid out at 1920×1080.
 * Every text sits on a plate, readable over a light stream picture too.
 */
export function DrawOverlay({ id }: { id: string }) {
  const { data: draw } = useDraw(id);
  const reveal = useRevealedCount(draw);
  if (!draw) return null;
  return (
    <div className="h-[1080px] w-[1920px] p-12 text-white" data-testid="draw-overlay">
      <div className="inline-block max-w-[1400px] rounded-2xl bg-slate-950/85 px-6 py-4">
        <h1 className="text-6xl font-black">{draw.title}</h1>
        {draw.prize && <p className="mt-2 text-4xl font-semibold text-amber-300">{draw.prize}</p>}
      </div>
      {draw.status === 'open' && <p className="mt-6 w-fit rounded-xl bg-slate-950/85 px-6 py-3 text-4xl">Çekiliş birazdan…</p>}
      <ol className="mt-6 w-[1000px] space-y-3">
        {draw.winners.slice(0, reveal.shown).map((w, k) => (
          <li key={w.entry} className="truncate rounded-xl bg-brand-600/95 px-6 py-4 text-5xl font-bold">
            {k + 1}. {w.username}
          </li>
        ))}
      </ol>
    </div>
  );
}
