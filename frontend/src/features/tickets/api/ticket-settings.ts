import type { UpdateTicketSettingsRequest } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/ticket-settings: price, minimum investment and the info message (public). */
export const ticketSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.ticketSettings],
    queryFn: () => api.get('/api/ticket-settings', { schema: contract('TicketSettings') }),
  });

export const useTicketSettings = () => useQuery(ticketSettingsQueryOptions());

/** PATCH /api/ticket-settings (staff). */
export function useUpdateTicketSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTicketSettingsRequest) => api.patch('/api/ticket-settings', body, { schema: contract('TicketSettings') }),
    onSuccess: (data) => queryClient.setQueryData(ticketSettingsQueryOptions().queryKey, data),
  });
}
