import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/accounts/api/get-current-user';
import { AdminWelcome } from '@/features/admin/components/admin-welcome';

export const Route = createFileRoute('/admin/')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <AdminWelcome username={user.username} role={user.role} />;
}
