import { queryOptions, useQuery } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { getEvent } from './get-event';

/**
 * A staff member's GET /api/events/{id} carries the participations. Keyed under the staff topic,
 * so each join (a notice to the staff room) refreshes the open participants table.
 */
export const eventParticipantsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [Topic.adminEvents, 'detail', id], queryFn: () => getEvent(id), meta: { silent: true } });

export const useEventParticipants = (id: string) => useQuery(eventParticipantsQueryOptions(id));

export const participantsCsvUrl = (id: string) => `/api/admin/events/${encodeURIComponent(id)}/participants.csv`;
