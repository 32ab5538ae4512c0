import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** Every event, active or not (staff). */
export const getAdminEvents = () => api.get('/api/admin/events', { schema: contract('AdminEventList') });

export const adminEventsQueryOptions = () =>
  queryOptions({ queryKey: [topics.adminEvents, 'list'], queryFn: getAdminEvents });

export const useAdminEvents = () => useQuery(adminEventsQueryOptions());
