import { kickChannelUrl, useKickStatus } from '../api/kick-status';

/** Header: a pulsing "CANLI" linking to the channel while it is live; nothing otherwise (or without Kick). */
export function LiveBadge() {
  const { data: status } = useKickStatus();
  if (!status?.enabled || !status.live || !status.channel) return null;
  return (
    <a
      href={kickChannelUrl(status.channel)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="kick-live-badge"
      title={status.title ?? undefined}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-red-600 px-3 text-xs font-black tracking-wider text-white shadow-md shadow-red-600/30 hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
    >
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      CANLI
    </a>
  );
}
