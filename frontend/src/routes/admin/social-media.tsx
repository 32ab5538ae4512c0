import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { SocialLogoForm } from '@/features/settings/components/social-logo-form';

export const Route = createFileRoute('/admin/social-media')({
  component: SocialMediaPage,
});

/** Admin screen 11. */
function SocialMediaPage() {
  const query = useSiteSettings();
  const settings = query.data;
  return (
    <AdminPage title="Sosyal Medya & Logo" description="Sitenin logosu, kayan yazısı ve sosyal medya bağlantıları">
      {settings ? (
        <SocialLogoForm settings={settings} />
      ) : failedWithoutData(query) ? (
        <LoadFailed what="Site ayarları" query={query} />
      ) : (
        <Spinner />
      )}
    </AdminPage>
  );
}
