import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/current-user';
import { drawQueryOptions } from '@/features/draws/api/get-draws';
import { DrawDetailView } from '@/features/draws/components/draw-detail';

export const Route = createFileRoute('/cekilisler/$id')({
  // prefetch, not ensure: a missing draw is the page's own 'Çekiliş bulunamadı', not a route error.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(drawQueryOptions(params.id)),
  component: DrawPage,
});

function DrawPage() {
  const { id } = Route.useParams();
  const { data: user } = useCurrentUser();
  return <DrawDetailView id={id} currentUsername={user?.username} />;
}
