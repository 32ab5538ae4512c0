import { createFileRoute } from '@tanstack/react-router';
import { huntQueryOptions } from '@/features/hunts/api/hunts';
import { HuntOverlay } from '@/features/hunts/components/overlay/hunt-overlay';

export const Route = createFileRoute('/overlay/bonus-avi/$id')({
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(huntQueryOptions(params.id)),
  component: HuntOverlayPage,
});

function HuntOverlayPage() {
  return <HuntOverlay id={Route.useParams().id} />;
}
