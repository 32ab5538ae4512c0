import {
  type CreateStreamingRuleRequest,
  StreamingRule,
  StreamingRuleList,
  type UpdateStreamingRuleRequest,
} from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogMutations } from '@/lib/catalog-mutations';
import { Topic } from '@app/contracts/plain';

const path = '/api/streaming-verifications';

/** GET /api/streaming-verifications (staff): every rule, newest first. */
export const streamingRulesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.streamingVerifications],
    queryFn: () => api.get(path, { schema: StreamingRuleList }),
  });
export const useStreamingRules = () => useQuery(streamingRulesQueryOptions());

/** The PATCH sends the dialog's fields, or only `isActive` from the list's switch. */
export const streamingRuleMutations = catalogMutations<StreamingRule, CreateStreamingRuleRequest, UpdateStreamingRuleRequest>(
  path,
  Topic.streamingVerifications,
  StreamingRule,
);
