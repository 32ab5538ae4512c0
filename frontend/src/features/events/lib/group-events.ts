import type { EventStatus, PublicEvent } from '@app/contracts';

const time = (iso: string | null, ifMissing: number) => (iso ? Date.parse(iso) : ifMissing);

/**
 * The public list's three groups, each in the order a visitor cares about: running events ending
 * soonest first, upcoming ones starting soonest first, past ones most recent first.
 */
export function groupEvents(events: PublicEvent[]): Record<EventStatus, PublicEvent[]> {
  const of = (status: EventStatus) => events.filter((e) => e.status === status);
  return {
    ongoing: of('ongoing').sort((a, b) => time(a.endDate, Infinity) - time(b.endDate, Infinity)),
    upcoming: of('upcoming').sort((a, b) => time(a.startDate, Infinity) - time(b.startDate, Infinity)),
    past: of('past').sort((a, b) => time(b.endDate, 0) - time(a.endDate, 0)),
  };
}

/** The next moment one of these events changes status (start, or just after its end), if any. */
export function nextBoundary(events: { startDate: string | null; endDate: string | null }[], now: number) {
  const moments = events
    .flatMap((e) => [time(e.startDate, NaN), time(e.endDate, NaN) + 1])
    .filter((t) => Number.isFinite(t) && t > now);
  return moments.length ? Math.min(...moments) : null;
}
