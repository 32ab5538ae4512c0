import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/admin/dashboard (staff); refetched on every `admin-dashboard` notice, so it stays live. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminDashboard],
    queryFn: () => api.get('/api/admin/dashboard', { schema: contract('AdminDashboard') }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
