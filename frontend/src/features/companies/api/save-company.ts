import { AdminCompany, type CreateCompanyRequest, type UpdateCompanyRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.companies] });
};
const itemPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

/** POST /api/companies (the dialog's create mode). Errors reach the global 'Hata' toast. */
export function useCreateCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateCompanyRequest) => api.post('/api/companies', body, { schema: AdminCompany }),
    onSuccess: refresh,
  });
}

/** PATCH /api/companies/:id: the edited fields, or only `status` from the list's toggle. */
export function useUpdateCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyRequest }) =>
      api.patch(itemPath(id), body, { schema: AdminCompany }),
    onSuccess: refresh,
  });
}

export function useDeleteCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
