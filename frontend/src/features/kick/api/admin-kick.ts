import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { KickSettingsInput } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { api, contract } from '@/lib/api-client';
import { useInvalidate } from '@/lib/mutations';

export const adminKickQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminKick],
    queryFn: () => api.get('/api/admin/kick', { schema: contract('KickAdminOverview') }),
  });
export const adminKickSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminKick, 'settings'],
    queryFn: () => api.get('/api/admin/kick/settings', { schema: contract('AdminKickSettings') }),
  });

export const useAdminKick = () => useQuery(adminKickQueryOptions());
export const useAdminKickSettings = () => useQuery(adminKickSettingsQueryOptions());

const useRefresh = () => useInvalidate(Topic.adminKick);

export function useSaveKickSettings() {
  const refresh = useRefresh();
  return useMutation({
    // `revision`: the settings as the form showed them (If-Match); a stale save is refused 412.
    mutationFn: ({ body, revision }: { body: KickSettingsInput; revision: number }) =>
      api.put('/api/admin/kick/settings', body, {
        schema: contract('KickSettings'),
        ifMatch: revision,
        covers: [Topic.adminKick],
      }),
    onSuccess: refresh,
  });
}

export function useStaffUnlinkKick() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (userId: string) => api.delete(`/api/admin/kick/members/${userId}`), onSuccess: refresh });
}
