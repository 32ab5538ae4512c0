import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Topic } from '@app/contracts/plain';
import { nextBoundary } from './group-events';

/** setTimeout's ceiling (about 24 days); a page is not left open that long. */
const MAX_DELAY = 2 ** 31 - 1;
/** The server judges timing by its own clock; wait a little past the boundary for it. */
const SKEW_MS = 1000;

/**
 * Queries never refetch by themselves, but an event's status changes with time, not with a
 * notice: refetch when the next shown event starts or ends, so an open page moves it along.
 */
export function useTimingRefresh(events: { startDate: string | null; endDate: string | null }[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!events) return;
    const next = nextBoundary(events, Date.now());
    if (next === null) return;
    const delay = next - Date.now() + SKEW_MS;
    if (delay > MAX_DELAY) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: [Topic.events] });
      void queryClient.invalidateQueries({ queryKey: [Topic.adminEvents] });
    }, delay);
    return () => clearTimeout(timer);
  }, [events, queryClient]);
}
