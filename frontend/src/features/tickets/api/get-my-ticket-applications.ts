import { TicketApplicationList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/current-user';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/ticket-applications: the member's own, newest first; keyed by member. */
export const myTicketApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [Topic.ticketApplications, userId],
    queryFn: () => api.get('/api/ticket-applications', { schema: TicketApplicationList }),
  });

export function useMyTicketApplications() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...myTicketApplicationsQueryOptions(user?.id ?? ''), enabled: !!user });
}
