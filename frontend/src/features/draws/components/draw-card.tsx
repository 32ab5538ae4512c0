import type { DrawSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { Fingerprint, Gift, Trophy, Users } from 'lucide-react';
import { formatLongDate } from '@/lib/format-date';
import { shortHash, sourceKind, winnersText } from '../lib/labels';
import { DrawStatusBadge } from './draw-status-badge';

/** One draw in the public list; the whole card links to its page. */
export function DrawCard({ draw }: { draw: DrawSummary }) {
  return (
    <Link
      to="/cekilisler/$id"
      params={{ id: draw.id }}
      data-testid="draw-card"
      className="group flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/50 hover:shadow-lg hover:shadow-brand-500/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg leading-snug font-bold tracking-tight break-words group-hover:text-brand-700 dark:group-hover:text-brand-400">
          {draw.title}
        </h3>
        <DrawStatusBadge status={draw.status} />
      </div>
      {draw.prize && (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-brand-400">
          <Gift className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{draw.prize}</span>
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {sourceKind(draw.source)}: <span className="font-medium text-slate-800 dark:text-slate-200">{draw.source.name}</span>
      </p>
      {draw.status === 'drawn' && (
        <div className="rounded-lg bg-amber-400/10 px-3 py-2 text-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-700 dark:text-amber-400">
            <Trophy className="size-3.5" aria-hidden="true" /> Kazananlar
          </p>
          <p className="mt-0.5 font-semibold break-words">
            {draw.winners.length ? draw.winners.map((w) => w.username).join(', ') : 'Kazanan çıkmadı'}
          </p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {winnersText(draw)}
        </span>
        <span className="inline-flex items-center gap-1.5 font-mono" title={draw.seedHash}>
          <Fingerprint className="size-4" aria-hidden="true" />
          {shortHash(draw.seedHash)}
        </span>
        <span>{formatLongDate(draw.drawnAt ?? draw.cancelledAt ?? draw.createdAt)}</span>
      </div>
    </Link>
  );
}
