import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { useSaveSiteSettings } from '@/features/settings/api/save-site-settings';
import { VerificationPointsForm } from '@/features/verification/components/admin/verification-points-form';

export const Route = createFileRoute('/admin/social-verification-settings')({
  component: SocialVerificationSettingsPage,
});

/** Admin screen 12: the three platform points are site settings, saved through the settings slice. */
function SocialVerificationSettingsPage() {
  const { data: settings, isLoading } = useSiteSettings();
  const save = useSaveSiteSettings();
  return (
    <AdminPage title="Sosyal Medya Doğrulama Ayarları" description="Her platformun doğrulamasında üyenin kazanacağı puan">
      {isLoading || !settings ? (
        <p className="py-10 text-center text-slate-500 dark:text-slate-400" role="status">
          Yükleniyor...
        </p>
      ) : (
        <VerificationPointsForm
          initial={{
            telegram_points: settings.telegram_points,
            youtube_points: settings.youtube_points,
            instagram_points: settings.instagram_points,
          }}
          pending={save.isPending}
          save={save.mutateAsync}
        />
      )}
    </AdminPage>
  );
}
