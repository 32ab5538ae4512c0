import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** Active events with their timing (worked out by the server) and participant counts. */
export const getEvents = () => api.get('/api/events', { schema: contract('PublicEventList') });

export const eventsQueryOptions = () => queryOptions({ queryKey: [topics.events, 'list'], queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
