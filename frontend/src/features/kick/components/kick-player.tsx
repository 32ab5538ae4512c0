import { kickPlayerUrl, useKickStatus } from '../api/kick-status';

/**
 * Home: Kick's player while the channel is live, with the stream's title. The 16:9 box is sized before
 * the frame loads (no layout shift below it once it is there); the frame itself loads lazily.
 */
export function KickPlayer() {
  const { data: status } = useKickStatus();
  if (!status?.enabled || !status.live || !status.channel) return null;
  return (
    <section aria-labelledby="kick-player-heading" className="space-y-3" data-testid="kick-player">
      <h2 id="kick-player-heading" className="flex items-center gap-2 text-lg font-bold sm:text-xl">
        <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-black tracking-wider text-white">CANLI</span>
        <span className="min-w-0 truncate">{status.title || 'Canlı yayın'}</span>
      </h2>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-lg">
        <iframe
          src={kickPlayerUrl(status.channel)}
          title={`Kick canlı yayını: ${status.title || status.channel}`}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="size-full border-0"
        />
      </div>
    </section>
  );
}
