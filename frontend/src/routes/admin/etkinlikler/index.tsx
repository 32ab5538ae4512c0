import { createFileRoute } from '@tanstack/react-router';
import { adminEventsQueryOptions } from '@/features/events/api/get-admin-events';
import { AdminEventsPage } from '@/features/events/components/admin/admin-events-page';

export const Route = createFileRoute('/admin/etkinlikler/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(adminEventsQueryOptions()),
  component: AdminEventsPage,
});
