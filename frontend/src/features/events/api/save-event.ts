import { AdminEvent, type CreateEventRequest, type UpdateEventRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showError, toast } from '@/lib/toast';
import { Topic } from '@app/contracts/plain';

/** What a save refetches on success (so the change's own notices fetch nothing more: own-changes.ts). */
const covers = [Topic.adminEvents, Topic.events];
export const createEvent = (data: CreateEventRequest) => api.post('/api/admin/events', data, { schema: AdminEvent, covers });
/** `revision`: the event as the editor saw it (If-Match); a stale edit is refused 412 and changes nothing. */
export const updateEvent = (id: string, data: UpdateEventRequest, revision?: number) =>
  api.patch(`/api/admin/events/${encodeURIComponent(id)}`, data, { schema: AdminEvent, ifMatch: revision, covers });
export const deleteEvent = (id: string) => api.delete<void>(`/api/admin/events/${encodeURIComponent(id)}`, { covers });

/** The server's message when it sent one, else the spec's fallback text. */
export const showEventError = (error: unknown, fallback: string) =>
  showError(error instanceof Error && error.message ? error : new Error(fallback));

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [Topic.adminEvents] }),
      queryClient.invalidateQueries({ queryKey: [Topic.events] }),
    ]);
}

/** Create (no id) or edit (id): POST or PATCH, as the admin dialogs do (spec §4). */
export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, data, revision }: { id?: string; data: CreateEventRequest; revision?: number }) =>
      id ? updateEvent(id, data, revision) : createEvent(data),
    meta: { silent: true },
    onSuccess: async (_saved, { id }) => {
      await refresh();
      toast.success('Başarılı', { description: id ? 'Etkinlik güncellendi' : 'Etkinlik oluşturuldu' });
    },
    onError: (error, { id }) => showEventError(error, id ? 'Etkinlik güncellenemedi' : 'Etkinlik oluşturulamadı'),
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: deleteEvent,
    meta: { silent: true },
    onSuccess: async () => {
      await refresh();
      toast.success('Başarılı', { description: 'Etkinlik silindi' });
    },
    onError: (error) => showEventError(error, 'Etkinlik silinemedi'),
  });
}
