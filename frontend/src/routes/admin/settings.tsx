import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { useCurrentUser } from '@/lib/current-user';
import { LegalTextsForm } from '@/features/legal/components/legal-texts-form';
import { DataControllerForm } from '@/features/settings/components/data-controller';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';
import { TicketSettingsForm } from '@/features/tickets/components/ticket-settings-form';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsPage,
});

/** Admin screen 8: the tabs are the settings slice's; the ticket tab's form is the tickets slice's. */
function SettingsPage() {
  // The legal texts are the super_admin's (the server refuses editors); editors do not see the tab.
  const superAdmin = useCurrentUser().data?.role === 'super_admin';
  return (
    <AdminPage title="Site Ayarları" description="Kart düzeni, bilet ayarları ve hoş geldin banner'ı">
      <SettingsTabs
        ticketSettings={<TicketSettingsForm />}
        legalTexts={
          superAdmin ? (
            <div className="space-y-10">
              <DataControllerForm />
              <LegalTextsForm />
            </div>
          ) : undefined
        }
      />
    </AdminPage>
  );
}
