import { createFileRoute } from '@tanstack/react-router';
import { eventParticipantsQueryOptions } from '@/features/events/api/get-event-participants';
import { ParticipantsPage } from '@/features/events/components/admin/participants-page';

export const Route = createFileRoute('/admin/etkinlikler/$id/katilimcilar')({
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(eventParticipantsQueryOptions(params.id)),
  component: ParticipantsRoute,
});

function ParticipantsRoute() {
  const { id } = Route.useParams();
  return <ParticipantsPage id={id} />;
}
