import { createFileRoute } from '@tanstack/react-router';
import { AdminAnalytics } from '@/features/analytics/components/admin-analytics';
import { parseAnalyticsSearch } from '@/features/analytics/lib/search';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: parseAnalyticsSearch,
  component: AnalyticsPage,
});

/** The chosen period lives in the URL, so a reload or a shared link shows the same figures. */
function AnalyticsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminAnalytics search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
