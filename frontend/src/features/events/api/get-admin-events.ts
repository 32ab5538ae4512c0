import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** Every event, active or not (staff). */
export const getAdminEvents = () => api.get('/api/admin/events', { schema: contract('AdminEventList') });

export const adminEventsQueryOptions = () => queryOptions({ queryKey: [Topic.adminEvents, 'list'], queryFn: getAdminEvents });

export const useAdminEvents = () => useQuery(adminEventsQueryOptions());
