import {
  type CreateStreamingRuleRequest,
  StreamingRule,
  StreamingRuleList,
  type UpdateStreamingRuleRequest,
} from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

const path = '/api/streaming-verifications';
const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** GET /api/streaming-verifications (staff): every rule, newest first. */
export const streamingRulesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.streamingVerifications],
    queryFn: () => api.get(path, { schema: StreamingRuleList }),
  });
export const useStreamingRules = () => useQuery(streamingRulesQueryOptions());

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.streamingVerifications] });
};

export function useCreateStreamingRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateStreamingRuleRequest) => api.post(path, body, { schema: StreamingRule }),
    onSuccess: refresh,
  });
}

/** PATCH: the dialog's fields, or only `isActive` from the list's switch. */
export function useUpdateStreamingRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStreamingRuleRequest }) =>
      api.patch(itemPath(id), body, { schema: StreamingRule }),
    onSuccess: refresh,
  });
}

export function useDeleteStreamingRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: refresh,
  });
}
