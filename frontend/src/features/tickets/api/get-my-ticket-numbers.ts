import { MyTicketNumberList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/current-user';
import { api } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/ticket-numbers: the member's own numbers with their company's name; keyed by member. */
export const myTicketNumbersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [topics.ticketNumbers, userId],
    queryFn: () => api.get('/api/ticket-numbers', { schema: MyTicketNumberList }),
  });

export function useMyTicketNumbers() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...myTicketNumbersQueryOptions(user?.id ?? ''), enabled: !!user });
}
