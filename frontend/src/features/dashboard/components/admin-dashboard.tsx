import { AdminPage } from '@/components/layouts/admin-page';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { DashboardBreakdowns } from './dashboard-breakdowns';
import { DashboardCounters } from './dashboard-counters';
import { LatestApplications, type StatusBadgeComponent } from './latest-applications';

/** /admin: the counters, the latest applications and the breakdowns; live through `admin-dashboard` notices. */
export function AdminDashboardPage({ username, statusBadge }: { username: string; statusBadge: StatusBadgeComponent }) {
  const query = useDashboard();
  const { data } = query;
  return (
    <AdminPage title="Kontrol Paneli" description={`Hoş geldiniz, ${username}. Sitenin yönetimine genel bakış.`}>
      {failedWithoutData(query) ? (
        <LoadFailed what="Kontrol paneli" query={query} />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <DashboardCounters data={data} />
          <LatestApplications rows={data.latestApplications} Status={statusBadge} />
          <DashboardBreakdowns data={data} />
        </>
      )}
    </AdminPage>
  );
}
