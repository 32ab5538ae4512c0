import { type LegalDoc, LegalText, type UpdateLegalTextRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/legal/:doc (super_admin). Errors reach the global 'Hata' toast or the fields. */
export function useSaveLegalText(doc: LegalDoc) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateLegalTextRequest) => api.put(`/api/admin/legal/${doc}`, request, { schema: LegalText }),
    onSuccess: (text) => queryClient.setQueryData([Topic.legalTexts, doc], text),
  });
}
