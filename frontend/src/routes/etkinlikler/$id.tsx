import { createFileRoute } from '@tanstack/react-router';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { EventDetailView } from '@/features/events/components/event-detail';

export const Route = createFileRoute('/etkinlikler/$id')({
  // prefetch, not ensure: a missing event is the page's own 'Etkinlik bulunamadı', not a route error.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(eventQueryOptions(params.id)),
  component: EventPage,
});

function EventPage() {
  const { id } = Route.useParams();
  return <EventDetailView id={id} />;
}
