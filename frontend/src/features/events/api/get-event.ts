import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

export const getEvent = (id: string) => api.get(`/api/events/${encodeURIComponent(id)}`, { schema: contract('EventDetail') });

/** The page shows a 404 itself ('Etkinlik bulunamadı'), so no error toast. */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.events, 'detail', id],
    queryFn: () => getEvent(id),
    meta: { silent: true },
    // A 404 from the loader stands until a notice says something changed.
    retryOnMount: false,
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
