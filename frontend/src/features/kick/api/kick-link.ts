import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Topic } from '@app/contracts/plain';
import { api, contract } from '@/lib/api-client';

/** GET /api/kick/link: the member's Kick link and current `!bagla` code. */
export const kickLinkQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.kickLink],
    queryFn: () => api.get('/api/kick/link', { schema: contract('KickLink') }),
  });

export const useKickLink = (enabled: boolean) => useQuery({ ...kickLinkQueryOptions(), enabled });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [Topic.kickLink] });
}

/** POST /api/kick/link/code: the current code while it is valid, else a new one (limited: 429). */
export function useNewKickCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post('/api/kick/link/code', undefined, { schema: contract('KickLinkCode') }),
    onSuccess: refresh,
  });
}

/** DELETE /api/kick/link. */
export function useUnlinkKick() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => api.delete('/api/kick/link'), onSuccess: refresh });
}

/** The OAuth start is a page navigation (Kick's authorize page), not a fetch. */
export const KICK_AUTHORIZE_URL = '/api/kick/authorize';
