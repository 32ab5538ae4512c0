import { TicketApplication, type CreateTicketApplicationRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** POST /api/ticket-applications (members). Silent: the ticket page explains 401 and other failures itself. */
export function useCreateTicketApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketApplicationRequest) =>
      api.post('/api/ticket-applications', body, { schema: TicketApplication, covers: [Topic.ticketApplications] }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [Topic.ticketApplications] }),
  });
}
