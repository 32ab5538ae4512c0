import { createFileRoute } from '@tanstack/react-router';
import { eventsQueryOptions } from '@/features/events/api/get-events';
import { EventsList } from '@/features/events/components/events-list';

export const Route = createFileRoute('/etkinlikler/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(eventsQueryOptions()),
  component: EventsList,
});
