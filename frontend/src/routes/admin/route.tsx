import { isStaff } from '@app/contracts/plain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { currentUserQueryOptions } from '@/lib/current-user';
import { toast } from '@/lib/toast';

const redirectDelayMs = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admin guard (spec §6): guests go to /admin-giris, logged-in non-staff to /, each with a toast
 * and after 500 ms. Children never load for them: nothing below runs before this resolves.
 */
export const Route = createFileRoute('/admin')({
  staticData: { ownLayout: true },
  beforeLoad: async ({ context: { queryClient }, preload }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (user && isStaff(user.role)) return { user };
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
  component: AdminLayout,
  // Unknown /admin/... paths keep the admin chrome around the 404.
  notFoundComponent: NotFound,
});
