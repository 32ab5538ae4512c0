import { TicketCompany, type CreateTicketCompanyRequest, type UpdateTicketCompanyRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.ticketCompanies] });
};
const itemPath = (id: string) => `/api/ticket-companies/${encodeURIComponent(id)}`;

/** POST /api/ticket-companies. Errors reach the global 'Hata' toast. */
export function useCreateTicketCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateTicketCompanyRequest) => api.post('/api/ticket-companies', body, { schema: TicketCompany }),
    onSuccess: refresh,
  });
}

/** PATCH /api/ticket-companies/:id: the edited fields, or only `status` from the list's toggle. */
export function useUpdateTicketCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTicketCompanyRequest }) =>
      api.patch(itemPath(id), body, { schema: TicketCompany }),
    onSuccess: refresh,
  });
}

/** DELETE /api/ticket-companies/:id. */
export function useDeleteTicketCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
