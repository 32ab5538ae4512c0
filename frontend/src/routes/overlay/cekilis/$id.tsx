import { createFileRoute } from '@tanstack/react-router';
import { drawQueryOptions } from '@/features/draws/api/get-draws';
import { DrawOverlay } from '@/features/draws/components/draw-overlay';

export const Route = createFileRoute('/overlay/cekilis/$id')({
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(drawQueryOptions(params.id)),
  component: DrawOverlayPage,
});

function DrawOverlayPage() {
  return <DrawOverlay id={Route.useParams().id} />;
}
