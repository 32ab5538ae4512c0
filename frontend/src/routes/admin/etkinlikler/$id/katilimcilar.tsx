import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { rethrowAsNotFound } from '@/lib/not-found';
import { AdminPage } from '@/components/layouts/admin-page';
import { eventParticipantsQueryOptions } from '@/features/events/api/get-event-participants';
import { ParticipantsNotFound, ParticipantsPage } from '@/features/events/components/admin/participants-page';

export const Route = createFileRoute('/admin/etkinlikler/$id/katilimcilar')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(eventParticipantsQueryOptions(params.id)).catch(rethrowAsNotFound),
  component: ParticipantsRoute,
  notFoundComponent: ParticipantsNotFound,
  errorComponent: ParticipantsLoadFailed,
});

function ParticipantsLoadFailed({ error }: ErrorComponentProps) {
  return (
    <AdminPage title="Katılımcılar">
      <RouteLoadFailed what="Katılımcılar" error={error} bare />
    </AdminPage>
  );
}

function ParticipantsRoute() {
  const { id } = Route.useParams();
  return <ParticipantsPage id={id} />;
}
