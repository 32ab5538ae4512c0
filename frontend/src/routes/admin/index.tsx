import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadFailed } from '@/components/errors/route-load-failed';
import { AdminPage } from '@/components/layouts/admin-page';
import { useCurrentUser } from '@/lib/current-user';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { AdminDashboardPage } from '@/features/dashboard/components/admin-dashboard';
import { DataControllerMissing } from '@/features/settings/components/data-controller';
import { TicketStatusBadge } from '@/features/tickets/components/ticket-status-badge';

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(dashboardQueryOptions()),
  component: DashboardRoute,
  errorComponent: DashboardLoadFailed,
});

function DashboardLoadFailed({ error }: ErrorComponentProps) {
  return (
    <AdminPage title="Kontrol Paneli">
      <RouteLoadFailed what="Kontrol paneli" error={error} bare />
    </AdminPage>
  );
}

function DashboardRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <AdminDashboardPage
      username={user.firstName ?? user.username}
      statusBadge={TicketStatusBadge}
      notices={<DataControllerMissing />}
    />
  );
}
