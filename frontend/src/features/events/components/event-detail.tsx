import type { PublicEvent } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CalendarPlus, CheckCircle2, Hourglass, Lock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { DetailFallback, DetailPage } from '@/components/ui/detail-page';
import { isNotFound } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { useEvent } from '../api/get-event';
import { useParticipationStatus } from '../api/get-participation-status';
import { useTimingRefresh } from '../lib/use-timing-refresh';
import { EventPhoto } from './event-photo';
import { EventStatusBadge } from './event-status-badge';
import { JoinForm } from './join-form';
import { TelegramNote } from './telegram-note';

/** /etkinlikler/{id}: the event, its live participant count and the join form while it runs. */
export function EventDetailView({ id }: { id: string }) {
  const query = useEvent(id);
  const { data: event, error, isPending } = query;
  useTimingRefresh(event ? [event] : undefined);
  if (!event || isPending || isNotFound(error))
    return <DetailFallback query={query} what="Etkinlik" notFound={<EventNotFound />} />;

  return (
    <DetailPage back="/etkinlikler" backLabel="Tüm Etkinlikler">
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {/* Without a photo the page leads with the title; a big placeholder would only be empty space. */}
          {event.photoUrl && (
            <EventPhoto url={event.photoUrl} priority className="aspect-video rounded-xl shadow-lg shadow-black/10" />
          )}
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <EventStatusBadge status={event.status} />
            </div>
            <h1 className="mt-3 text-3xl font-black tracking-tight break-words sm:text-4xl">{event.title}</h1>
          </div>
          <p className="text-base leading-relaxed whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
            {event.description}
          </p>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-5 p-5 sm:p-6">
            <dl className="space-y-3 text-sm">
              <Meta icon={<Users className="size-4" />} label="Katılımcı">
                <span data-testid="participation-count" className="text-base font-bold">
                  {formatNumber(event.participationCount)}
                </span>
              </Meta>
              {event.startDate && (
                <Meta icon={<CalendarPlus className="size-4" />} label="Başlangıç">
                  {formatLongDate(event.startDate)}
                </Meta>
              )}
              {event.endDate && (
                <Meta icon={<CalendarClock className="size-4" />} label="Bitiş">
                  {formatLongDate(event.endDate)}
                </Meta>
              )}
            </dl>
            {event.requiresTelegramVerification && <TelegramNote detailed />}
            <JoinSection event={event} />
          </Card>
        </aside>
      </div>
    </DetailPage>
  );
}

function JoinSection({ event }: { event: PublicEvent }) {
  const { data: user } = useCurrentUser();
  const status = useParticipationStatus(event.id, !!user);
  if (user && status.isPending) return <p className="text-sm text-slate-500">Yükleniyor...</p>;
  const joined = !!user && status.data?.participated === true;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-800">
      {joined && (
        <Notice tone="success" icon={<CheckCircle2 className="size-5" />}>
          Bu etkinliğe zaten katıldınız
        </Notice>
      )}
      {event.status === 'ongoing' && !joined && <JoinForm event={event} />}
      {event.status === 'past' && <Notice icon={<Lock className="size-5" />}>Bu etkinlik sona ermiştir</Notice>}
      {event.status === 'upcoming' && <Notice icon={<Hourglass className="size-5" />}>Bu etkinlik henüz başlamamıştır</Notice>}
    </div>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-500 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function Notice({ icon, tone = 'muted', children }: { icon: ReactNode; tone?: 'muted' | 'success'; children: ReactNode }) {
  const look =
    tone === 'success'
      ? 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300'
      : 'bg-slate-500/10 text-slate-600 ring-slate-500/20 dark:text-slate-300';
  return (
    <p role="status" className={`flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold ring-1 ring-inset ${look}`}>
      {icon}
      {children}
    </p>
  );
}

export function EventNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Etkinlik bulunamadı</h1>
      <Link to="/etkinlikler" className="mt-6 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
        Tüm Etkinlikler
      </Link>
    </section>
  );
}
