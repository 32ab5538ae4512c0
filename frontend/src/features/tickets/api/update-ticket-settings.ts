import type { UpdateTicketSettingsRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { ticketSettingsQueryOptions } from './ticket-settings';

/**
 * PATCH /api/ticket-settings (staff). A file of its own: the public page's loader imports the query
 * options, and this hook beside them put TanStack Query's mutation code into every first page.
 */
export function useUpdateTicketSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTicketSettingsRequest) =>
      api.patch('/api/ticket-settings', body, { schema: contract('TicketSettings') }),
    onSuccess: (data) => queryClient.setQueryData(ticketSettingsQueryOptions().queryKey, data),
  });
}
