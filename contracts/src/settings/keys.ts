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
] as const;

/** Spec §5 and §9: grid columns per breakpoint, with the recommended value shown as a hint. */
export const GRID_LIMITS = {
  gridColumnsDesktop: { min: 1, max: 6, recommended: 3 },
  gridColumnsTablet: { min: 1, max: 4, recommended: 2 },
  gridColumnsMobile: { min: 1, max: 2, recommended: 1 },
} as const;
