import { type UpdateStreamRequest, UpdateStreamResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** POST /api/user/update-stream: stores the link; the answer says whether today's points were earned. */
export function useUpdateStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStreamRequest) =>
      api.post('/api/user/update-stream', body, { schema: UpdateStreamResponse, covers: [Topic.authUser] }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [Topic.authUser] }),
  });
}
