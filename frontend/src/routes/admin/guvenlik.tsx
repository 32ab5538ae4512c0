import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorSetupPage } from '@/features/accounts/components/admin/two-factor-setup';
import { useCurrentUser } from '@/lib/current-user';

/** The staff member's own two-step login (the one admin page open before it, under STAFF_2FA=required). */
export const Route = createFileRoute('/admin/guvenlik')({
  component: SecurityRoute,
});

function SecurityRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <TwoFactorSetupPage user={user} />;
}
