import { ParticipationStatus } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

export const getParticipationStatus = (id: string) =>
  api.get(`/api/events/${encodeURIComponent(id)}/participation-status`, { schema: ParticipationStatus });

export const participationStatusQueryOptions = (id: string) =>
  queryOptions({ queryKey: [Topic.eventParticipation, id], queryFn: () => getParticipationStatus(id) });

/** Only asked for a logged-in member; a guest has not joined anything. */
export const useParticipationStatus = (id: string, loggedIn: boolean) =>
  useQuery({ ...participationStatusQueryOptions(id), enabled: loggedIn });
