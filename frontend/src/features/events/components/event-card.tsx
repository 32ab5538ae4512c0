import type { PublicEvent } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarClock, Users } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { EventPhoto } from './event-photo';
import { EventStatusBadge } from './event-status-badge';
import { TelegramNote } from './telegram-note';

/** One event in the public list; the whole card links to its page. */
export function EventCard({ event, priority = false }: { event: PublicEvent; priority?: boolean }) {
  return (
    <Link
      to="/etkinlikler/$id"
      params={{ id: event.id }}
      data-testid="event-card"
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/50 hover:shadow-lg hover:shadow-brand-500/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="relative">
        <EventPhoto
          url={event.photoUrl}
          priority={priority}
          className="aspect-video transition duration-300 group-hover:brightness-110"
        />
        <div className="absolute top-3 left-3">
          <EventStatusBadge status={event.status} solid />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-bold tracking-tight group-hover:text-brand-700 dark:group-hover:text-brand-400">
          {event.title}
        </h3>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">{event.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-slate-500 dark:text-slate-400">
          {event.endDate && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden="true" />
              Bitiş: {formatLongDate(event.endDate)}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5" data-testid="event-card-count">
            <Users className="size-4" aria-hidden="true" />
            {formatNumber(event.participationCount)} katılımcı
          </span>
        </div>
        {event.requiresTelegramVerification && <TelegramNote />}
        {/* The card is a link; while members can join, it says what the click leads to. */}
        {event.status === 'ongoing' && (
          <span className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-400">
            Katıl <ArrowRight className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
    </Link>
  );
}
