import { createFileRoute } from '@tanstack/react-router';
import { AdminAnalytics } from '@/features/analytics/components/admin-analytics';
import { AnalyticsSearch } from '@/features/analytics/lib/period';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: AnalyticsSearch,
  component: AnalyticsPage,
});

/** The chosen period lives in the URL, so a reload or a shared link shows the same figures. */
function AnalyticsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminAnalytics search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
