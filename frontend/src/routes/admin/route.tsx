import { isStaff } from '@app/contracts/plain';
import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { twoFactorStatusQueryOptions } from '@/features/accounts/api/two-factor-status';
import { useTwoFactorGate } from '@/features/accounts/components/admin/two-factor-gate';
import { currentUserQueryOptions } from '@/lib/current-user';
import { toast } from '@/lib/toast';

const redirectDelayMs = 500;
const SECURITY = '/admin/guvenlik';

/**
 * STAFF_2FA=required and not enrolled yet: every staff-only call would answer 403, so the panel opens on
 * the enrolment. A status that cannot be read leaves the way open; the server decides in any case.
 */
async function mustEnrol(queryClient: QueryClient, userId: string) {
  try {
    const status = await queryClient.ensureQueryData(twoFactorStatusQueryOptions(userId));
    return status.required && !status.enabled;
  } catch {
    return false;
  }
}

/** The admin chrome, and the way to /admin/guvenlik whenever a staff-only call asks for the two-step login. */
function AdminArea() {
  useTwoFactorGate();
  return <AdminLayout />;
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admin guard (spec §6): guests go to /admin-giris, logged-in non-staff to /, each with a toast
 * and after 500 ms. Children never load for them: nothing below runs before this resolves.
 */
export const Route = createFileRoute('/admin')({
  staticData: { ownLayout: true },
  beforeLoad: async ({ context: { queryClient }, preload, location }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (user && isStaff(user.role)) {
      if (location.pathname !== SECURITY && (await mustEnrol(queryClient, user.id))) throw redirect({ to: SECURITY });
      return { user };
    }
    if (preload) throw redirect({ to: user ? '/' : '/admin-giris' });

    if (!user) {
      toast.error('Giriş Gerekli', { description: 'Admin paneline erişmek için giriş yapmalısınız.' });
      await wait(redirectDelayMs);
      throw redirect({ to: '/admin-giris' });
    }
    toast.error('Yetkisiz Erişim', { description: 'Admin paneline erişim yetkiniz bulunmamaktadır.' });
    await wait(redirectDelayMs);
    throw redirect({ to: '/' });
  },
  component: AdminArea,
  // Unknown /admin/... paths keep the admin chrome around the 404.
  notFoundComponent: NotFound,
});
