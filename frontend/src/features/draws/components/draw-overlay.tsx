import { useDraw } from '../api/get-draws';
import { useRevealedCount } from '../lib/use-revealed-count';

/** /overlay/cekilis/{id}: the draw revealing its winners one by one, for OBS. */
export function DrawOverlay({ id }: { id: string }) {
  const { data: draw } = useDraw(id);
  const reveal = useRevealedCount(draw);
  if (!draw) return null;
  return (
    <div className="h-[1080px] w-[1920px] p-12 text-white" data-testid="draw-overlay">
      <h1 className="text-6xl font-black drop-shadow">{draw.title}</h1>
      {draw.prize && <p className="mt-3 text-4xl drop-shadow">{draw.prize}</p>}
      {draw.status === 'open' && <p className="mt-8 text-4xl drop-shadow">Çekiliş birazdan…</p>}
      <ol className="mt-8 w-[900px] space-y-3">
        {draw.winners.slice(0, reveal.shown).map((w, k) => (
          <li key={w.entry} className="rounded-xl bg-brand-600/90 px-6 py-4 text-4xl font-bold">
            {k + 1}. {w.username}
          </li>
        ))}
      </ol>
    </div>
  );
}
