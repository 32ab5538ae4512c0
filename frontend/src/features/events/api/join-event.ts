import type { JoinEventRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** The join refetches these on success, so its own notices fetch nothing more (lib/own-changes.ts). */
export const joinEvent = (id: string, data: JoinEventRequest) =>
  api.post<{ participated: boolean; participationCount: number }>(`/api/events/${encodeURIComponent(id)}/participate`, data, {
    covers: [Topic.events, Topic.eventParticipation],
  });

/** Errors are the join form's to explain (login and Telegram redirects), hence silent. */
export function useJoinEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: JoinEventRequest) => joinEvent(id, data),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [Topic.events] }),
        queryClient.invalidateQueries({ queryKey: [Topic.eventParticipation, id] }),
      ]),
  });
}
