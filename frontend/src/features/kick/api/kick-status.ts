import { queryOptions, useQuery } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { api, contract } from '@/lib/api-client';

/** GET /api/kick/status: whether Kick is on and the channel live; refetched on the `kick-status` notice. */
export const kickStatusQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.kickStatus],
    queryFn: () => api.get('/api/kick/status', { schema: contract('KickStatus') }),
  });

export const useKickStatus = () => useQuery(kickStatusQueryOptions());

export const kickChannelUrl = (slug: string) => `https://kick.com/${encodeURIComponent(slug)}`;
export const kickPlayerUrl = (slug: string) => `https://player.kick.com/${encodeURIComponent(slug)}`;
