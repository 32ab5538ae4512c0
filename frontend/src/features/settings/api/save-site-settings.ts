import { type SiteSettingKey, SiteSettingsResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** A settings form's values, keyed by setting, as the request's trimmed `{ key, value }` list. */
const entriesOf = (values: Partial<Record<SiteSettingKey, string>>) =>
  Object.entries(values).map(([key, value]) => ({ key: key as SiteSettingKey, value: (value ?? '').trim() }));

/** PUT /api/site-settings {settings:[{key,value}]} (staff). Errors reach the global 'Hata' toast. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Record<SiteSettingKey, string>>) =>
      api.put('/api/site-settings', { settings: entriesOf(values) }, { schema: SiteSettingsResponse }),
    onSuccess: (list) => {
      queryClient.setQueryData([Topic.siteSettings], list);
      return queryClient.invalidateQueries({ queryKey: [Topic.siteSettings] });
    },
  });
}
