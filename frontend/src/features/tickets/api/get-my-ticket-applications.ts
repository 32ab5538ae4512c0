import { TicketApplicationList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/current-user';
import { api } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/ticket-applications: the member's own, newest first; keyed by member. */
export const myTicketApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [topics.ticketApplications, userId],
    queryFn: () => api.get('/api/ticket-applications', { schema: TicketApplicationList }),
  });

export function useMyTicketApplications() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...myTicketApplicationsQueryOptions(user?.id ?? ''), enabled: !!user });
}
