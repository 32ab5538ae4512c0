import type { EventStatus } from '@app/contracts';
import { CalendarX } from 'lucide-react';
import { PageEmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageGlow } from '@/components/ui/page-glow';
import { useEvents } from '../api/get-events';
import { groupEvents } from '../lib/group-events';
import { useTimingRefresh } from '../lib/use-timing-refresh';
import { EventCard } from './event-card';

const sections: { status: EventStatus; title: string }[] = [
  { status: 'ongoing', title: 'Devam Eden' },
  { status: 'upcoming', title: 'Yaklaşan' },
  { status: 'past', title: 'Geçmiş' },
];

/** /etkinlikler: active events grouped by timing; empty groups are left out. */
export function EventsList() {
  const list = useEvents();
  const { data: events, isPending, isError } = list;
  useTimingRefresh(events);
  const groups = events ? groupEvents(events) : null;
  // The first card of the first group shown is the one above the fold on a phone.
  const firstShown = groups && sections.find((s) => groups[s.status].length > 0)?.status;

  return (
    <div className="relative isolate flex-1">
      <PageGlow />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Etkinlikler</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Devam eden ve yaklaşan etkinliklere katılın.</p>
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <div className="mt-10">
            <LoadFailed what="Etkinlikler" query={list} />
          </div>
        ) : !groups || events.length === 0 ? (
          <PageEmptyState
            icon={CalendarX}
            title="Henüz Etkinlik Yok"
            text="Yeni etkinlikler eklendiğinde burada görünecek."
            className="mx-auto mt-12 max-w-2xl"
          />
        ) : (
          <div className="mt-10 space-y-12">
            {sections.map(({ status, title }) => {
              const group = groups[status];
              if (group.length === 0) return null;
              return (
                <section key={status} aria-labelledby={`events-${status}`} data-testid={`events-${status}`}>
                  <h2 id={`events-${status}`} className="mb-5 flex items-center gap-3 text-xl font-bold tracking-tight">
                    {title}
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {group.length}
                    </span>
                  </h2>
                  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {group.map((event, i) => (
                      <EventCard key={event.id} event={event} priority={status === firstShown && i === 0} />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
        )}
      </section>
    </div>
  );
}
