import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { topics } from '@/lib/topics';

// Local until `contracts` gains a settings slice; then import it from '@app/contracts'.
const SiteSetting = z.object({
  key: z.string(),
  value: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
const SiteSettingList = z.array(SiteSetting);
export type SiteSetting = z.infer<typeof SiteSetting>;

export const siteSettingKeys = [
  'logoUrl',
  'telegramUrl',
  'instagramUrl',
  'youtubeUrl',
  'welcomeBannerImage',
  'welcomeBannerTitle',
  'welcomeBannerSubtitle',
  'marqueeText',
  'gridColumnsDesktop',
  'gridColumnsTablet',
  'gridColumnsMobile',
  'telegram_points',
  'youtube_points',
  'instagram_points',
] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];
/** Every known key, '' when unset. */
export type SiteSettings = Record<SiteSettingKey, string>;

export const getSiteSettings = () => api.get('/api/site-settings', { schema: SiteSettingList });

export function toSiteSettings(list: SiteSetting[]): SiteSettings {
  const map = Object.fromEntries(siteSettingKeys.map((key) => [key, ''])) as SiteSettings;
  for (const { key, value } of list) {
    if ((siteSettingKeys as readonly string[]).includes(key)) map[key as SiteSettingKey] = value.trim();
  }
  return map;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [topics.siteSettings],
    queryFn: getSiteSettings,
    select: toSiteSettings,
    // The header falls back to its wordmark; a toast on every page would only be noise.
    meta: { silent: true },
  });

/** Site settings as a key → value map; `data` is undefined until loaded. */
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
