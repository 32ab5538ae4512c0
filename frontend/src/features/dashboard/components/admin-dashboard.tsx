import type { ReactNode } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { DashboardBreakdowns } from './dashboard-breakdowns';
import { DashboardCounters } from './dashboard-counters';
import { LatestApplications, type StatusBadgeComponent } from './latest-applications';

/** /admin: the counters, the latest applications and the breakdowns; live through `admin-dashboard` notices. */
export function AdminDashboardPage({
  username,
  statusBadge,
  notices,
}: {
  username: string;
  statusBadge: StatusBadgeComponent;
  /** Warnings other slices raise for staff (the data controller not set yet), above the counters. */
  notices?: ReactNode;
}) {
  const query = useDashboard();
  const { data } = query;
  return (
    <AdminPage title="Kontrol Paneli" description={`Hoş geldiniz, ${username}. Sitenin yönetimine genel bakış.`}>
      {notices}
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
