import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/current-user';
import { huntQueryOptions } from '@/features/hunts/api/hunts';
import { HuntDetailView } from '@/features/hunts/components/hunt-detail';

export const Route = createFileRoute('/bonus-avlari/$id')({
  // prefetch, not ensure: a missing hunt is the page's own 'Bonus avı bulunamadı', not a route error.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(huntQueryOptions(params.id)),
  component: HuntPage,
});

function HuntPage() {
  const { id } = Route.useParams();
  const { data: user } = useCurrentUser();
  return <HuntDetailView id={id} loggedIn={!!user} />;
}
