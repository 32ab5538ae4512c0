// Plain values, no zod: the first page reads them without loading the schema library.

export const SITE_SETTING_KEYS = [
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
  'homeViewport',
  // KVKK art. 10: who answers for the data; the privacy notice shows them ("—" until set).
  'dataControllerName',
  'dataControllerAddress',
  'dataControllerEmail',
] as const;

/** The data controller's settings, which the privacy notice shows and the dashboard asks staff to fill in. */
export const DATA_CONTROLLER_KEYS = ['dataControllerName', 'dataControllerAddress', 'dataControllerEmail'] as const;

/**
 * How the home page lays out on a phone: `desktop` keeps the spec's 1280 px page (zoom locked), the
 * default; `device` lays it out for the device like every other page (zoom allowed).
 */
export const HOME_VIEWPORT_OPTIONS = {
  desktop: 'Masaüstü görünümü (1280 px)',
  device: 'Telefona uygun',
} as const;
export type HomeViewport = keyof typeof HOME_VIEWPORT_OPTIONS;

/** The home page's viewport meta under each setting (the server writes it into the page's HTML too). */
export const HOME_VIEWPORT_META: Record<HomeViewport, string> = {
  desktop: 'width=1280, user-scalable=no',
  device: 'width=device-width, initial-scale=1',
};

/** Spec §5 and §9: grid columns per breakpoint, with the recommended value shown as a hint. */
export const GRID_LIMITS = {
  gridColumnsDesktop: { min: 1, max: 6, recommended: 3 },
  gridColumnsTablet: { min: 1, max: 4, recommended: 2 },
  gridColumnsMobile: { min: 1, max: 2, recommended: 1 },
} as const;
