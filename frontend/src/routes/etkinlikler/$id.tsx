import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { rethrowAsNotFound } from '@/lib/not-found';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { EventDetailView } from '@/features/events/components/event-detail';

export const Route = createFileRoute('/etkinlikler/$id')({
  // A missing (or inactive) event is 'Etkinlik bulunamadı' (the page says it too if the event goes while it is open).
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(eventQueryOptions(params.id)).catch(rethrowAsNotFound),
  component: EventPage,
  // An unknown id is the site's 404 page, as the server's status says.
  notFoundComponent: NotFound,
  errorComponent: EventLoadFailed,
});

function EventLoadFailed({ error }: ErrorComponentProps) {
  return <RouteLoadFailed what="Etkinlik" error={error} />;
}

function EventPage() {
  const { id } = Route.useParams();
  return <EventDetailView id={id} />;
}
