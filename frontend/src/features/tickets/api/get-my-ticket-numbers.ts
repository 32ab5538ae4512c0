import { MyTicketNumberList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/current-user';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/ticket-numbers: the member's own numbers with their company's name; keyed by member. */
export const myTicketNumbersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [Topic.ticketNumbers, userId],
    queryFn: () => api.get('/api/ticket-numbers', { schema: MyTicketNumberList }),
  });

export function useMyTicketNumbers() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...myTicketNumbersQueryOptions(user?.id ?? ''), enabled: !!user });
}
