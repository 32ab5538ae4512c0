import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { EditReload } from '@/lib/edit-reload';
import { useAdminKick, useAdminKickSettings, useSaveKickSettings } from '@/features/kick/api/admin-kick';
import { KickConnection } from '@/features/kick/components/kick-connection';
import { KickSettingsForm } from '@/features/kick/components/kick-settings-form';

export const Route = createFileRoute('/admin/kick')({ component: AdminKickPage });

/** Staff: the Kick points and caps, the connection, the linked members (docs/kick.md). */
function AdminKickPage() {
  const overview = useAdminKick();
  const settings = useAdminKickSettings();
  const save = useSaveKickSettings();
  if (overview.error || settings.error) {
    return (
      <AdminPage title="Kick" description="Kick kanalı bağlantısı ve puanları">
        <p className="py-10 text-center text-slate-500 dark:text-slate-400">Kick bağlantısı bu sitede açık değil.</p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Kick" description="Kick kanalı bağlantısı, izleme ve sohbet puanları">
      {!overview.data || !settings.data ? (
        <p className="py-10 text-center text-slate-500 dark:text-slate-400" role="status">
          Yükleniyor...
        </p>
      ) : (
        <div className="space-y-6">
          <EditReload value={async () => void (await settings.refetch())}>
            {/* A reload after a stale save (issue 41) brings a new revision: the form starts over from it. */}
            <KickSettingsForm
              key={settings.data.revision}
              initial={settings.data}
              pending={save.isPending}
              save={(body) => save.mutateAsync({ body, revision: settings.data.revision })}
            />
          </EditReload>
          <KickConnection overview={overview.data} />
        </div>
      )}
    </AdminPage>
  );
}
