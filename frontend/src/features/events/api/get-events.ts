import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** Active events with their timing (worked out by the server) and participant counts. */
export const getEvents = () => api.get('/api/events', { schema: contract('PublicEventList') });

export const eventsQueryOptions = () => queryOptions({ queryKey: [Topic.events, 'list'], queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
