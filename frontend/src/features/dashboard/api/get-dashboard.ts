import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/admin/dashboard (staff); refetched on every `admin-dashboard` notice, so it stays live. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [topics.adminDashboard],
    queryFn: () => api.get('/api/admin/dashboard', { schema: contract('AdminDashboard') }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
