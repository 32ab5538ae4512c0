import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { drawsQueryOptions } from '@/features/draws/api/get-draws';
import { DrawsList } from '@/features/draws/components/draws-list';

export const Route = createFileRoute('/cekilisler/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(drawsQueryOptions()),
  component: DrawsList,
  errorComponent: DrawsLoadFailed,
});

function DrawsLoadFailed({ error }: ErrorComponentProps) {
  return <RouteLoadFailed what="Çekilişler" error={error} />;
}
