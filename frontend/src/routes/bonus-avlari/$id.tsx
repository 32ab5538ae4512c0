import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { useCurrentUser } from '@/lib/current-user';
import { rethrowAsNotFound } from '@/lib/not-found';
import { huntQueryOptions } from '@/features/hunts/api/hunts';
import { HuntDetailView } from '@/features/hunts/components/hunt-detail';

export const Route = createFileRoute('/bonus-avlari/$id')({
  // An unknown id is the site's 404 page (the server answers it with 404 too); the page still says
  // 'Bonus avı bulunamadı' if the hunt goes while it is open.
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(huntQueryOptions(params.id)).catch(rethrowAsNotFound),
  component: HuntPage,
  notFoundComponent: NotFound,
  errorComponent: HuntLoadFailed,
});

function HuntLoadFailed({ error }: ErrorComponentProps) {
  return <RouteLoadFailed what="Bonus avı" error={error} />;
}

function HuntPage() {
  const { id } = Route.useParams();
  const { data: user } = useCurrentUser();
  return <HuntDetailView id={id} loggedIn={!!user} />;
}
