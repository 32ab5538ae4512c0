import { AdminPage } from '@/components/layouts/admin-page';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { DashboardBreakdowns } from './dashboard-breakdowns';
import { DashboardCounters } from './dashboard-counters';
import { LatestApplications } from './latest-applications';

/** /admin: the counters, the latest applications and the breakdowns; live through `admin-dashboard` notices. */
export function AdminDashboardPage({ username }: { username: string }) {
  const { data, isLoading } = useDashboard();
  return (
    <AdminPage title="Kontrol Paneli" description={`Hoş geldiniz, ${username}. Sitenin yönetimine genel bakış.`}>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <>
          <DashboardCounters data={data} />
          <LatestApplications rows={data.latestApplications} />
          <DashboardBreakdowns data={data} />
        </>
      )}
    </AdminPage>
  );
}
