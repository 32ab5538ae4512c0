import { type SiteSettingKey, SiteSettingsResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** PUT /api/site-settings {settings:[{key,value}]} (staff). Errors reach the global 'Hata' toast. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { key: SiteSettingKey; value: string }[]) =>
      api.put('/api/site-settings', { settings }, { schema: SiteSettingsResponse }),
    onSuccess: (list) => {
      queryClient.setQueryData([Topic.siteSettings], list);
      return queryClient.invalidateQueries({ queryKey: [Topic.siteSettings] });
    },
  });
}
