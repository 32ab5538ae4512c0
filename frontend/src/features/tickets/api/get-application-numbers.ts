import { TicketNumberList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/admin/ticket-numbers/:applicationId (staff): the numbers one approval issued. */
export const applicationNumbersQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [Topic.adminTicketNumbers, applicationId],
    queryFn: () => api.get(`/api/admin/ticket-numbers/${encodeURIComponent(applicationId)}`, { schema: TicketNumberList }),
  });

export const useApplicationNumbers = (applicationId: string | null) =>
  useQuery({ ...applicationNumbersQueryOptions(applicationId ?? ''), enabled: !!applicationId });
