import { createFileRoute } from '@tanstack/react-router';
import { drawsQueryOptions } from '@/features/draws/api/get-draws';
import { DrawsList } from '@/features/draws/components/draws-list';

export const Route = createFileRoute('/cekilisler/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(drawsQueryOptions()),
  component: DrawsList,
});
