import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/ticket-settings: price, minimum investment and the info message (public). */
export const ticketSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.ticketSettings],
    queryFn: () => api.get('/api/ticket-settings', { schema: contract('TicketSettings') }),
  });

export const useTicketSettings = () => useQuery(ticketSettingsQueryOptions());
