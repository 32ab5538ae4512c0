import type { LegalDoc } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';

export const getLegalText = (doc: LegalDoc) => api.get(`/api/legal/${doc}`, { schema: contract('LegalText') });

export const legalTextQueryOptions = (doc: LegalDoc) =>
  queryOptions({ queryKey: [Topic.legalTexts, doc], queryFn: () => getLegalText(doc) });

export const useLegalText = (doc: LegalDoc) => useQuery(legalTextQueryOptions(doc));
