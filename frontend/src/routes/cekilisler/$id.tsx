import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { rethrowAsNotFound } from '@/lib/not-found';
import { useCurrentUser } from '@/lib/current-user';
import { drawQueryOptions } from '@/features/draws/api/get-draws';
import { DrawDetailView } from '@/features/draws/components/draw-detail';

export const Route = createFileRoute('/cekilisler/$id')({
  // A missing draw is 'Çekiliş bulunamadı' (the page says it too if the draw goes while it is open).
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(drawQueryOptions(params.id)).catch(rethrowAsNotFound),
  component: DrawPage,
  // An unknown id is the site's 404 page, as the server's status says.
  notFoundComponent: NotFound,
  errorComponent: DrawLoadFailed,
});

function DrawLoadFailed({ error }: ErrorComponentProps) {
  return <RouteLoadFailed what="Çekiliş" error={error} />;
}

function DrawPage() {
  const { id } = Route.useParams();
  const { data: user } = useCurrentUser();
  return <DrawDetailView id={id} currentUsername={user?.username} />;
}
