import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/current-user';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { AdminDashboardPage } from '@/features/dashboard/components/admin-dashboard';
import { TicketStatusBadge } from '@/features/tickets/components/ticket-status-badge';

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(dashboardQueryOptions()),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <AdminDashboardPage username={user.firstName ?? user.username} statusBadge={TicketStatusBadge} />;
}
