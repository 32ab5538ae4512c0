import type { SiteSetting, SiteSettingKey } from '@app/contracts';
import { GRID_LIMITS, HOME_VIEWPORT_OPTIONS, type HomeViewport, SITE_SETTING_KEYS } from '@app/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

export const siteSettingKeys = SITE_SETTING_KEYS;
export type { SiteSettingKey };
/** Every known key, '' when unset. */
export type SiteSettings = Record<SiteSettingKey, string>;

export const getSiteSettings = () => api.get('/api/site-settings', { schema: contract('SiteSettingsResponse') });

export function toSiteSettings(list: SiteSetting[]): SiteSettings {
  const map = Object.fromEntries(siteSettingKeys.map((key) => [key, ''])) as SiteSettings;
  for (const { key, value } of list) {
    if ((siteSettingKeys as readonly string[]).includes(key)) map[key as SiteSettingKey] = value.trim();
  }
  return map;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.siteSettings],
    queryFn: getSiteSettings,
    select: toSiteSettings,
    // The header falls back to its wordmark; a toast on every page would only be noise.
    meta: { silent: true },
  });

/** Site settings as a key → value map; `data` is undefined until loaded. */
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

type GridKey = keyof typeof GRID_LIMITS;
/** A grid column setting as a number within its limits (the recommended value when unset or odd). */
export function gridColumns(settings: SiteSettings | undefined, key: GridKey): number {
  const { min, max, recommended } = GRID_LIMITS[key];
  const n = Number(settings?.[key]);
  return Number.isInteger(n) && n >= min && n <= max ? n : recommended;
}

/** The home page's layout on phones; the spec's 1280 px page unless staff chose the device's width. */
export const homeViewport = (settings: SiteSettings | undefined): HomeViewport =>
  settings?.homeViewport && Object.hasOwn(HOME_VIEWPORT_OPTIONS, settings.homeViewport)
    ? (settings.homeViewport as HomeViewport)
    : 'desktop';
