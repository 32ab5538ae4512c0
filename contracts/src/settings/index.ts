import { z } from 'zod';

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
export const SiteSettingKey = z.enum(SITE_SETTING_KEYS, { error: 'Bilinmeyen ayar anahtarı' });
export type SiteSettingKey = z.infer<typeof SiteSettingKey>;

export const SiteSetting = z.object({ key: z.string(), value: z.string() });
export type SiteSetting = z.infer<typeof SiteSetting>;
export const SiteSettingsResponse = z.array(SiteSetting);

const intBetween = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `${label} ${min} ile ${max} arasında olmalıdır`,
    });

/** Per-key rules; keys not listed take any text up to 2000 characters. */
const RULES: Partial<Record<SiteSettingKey, z.ZodType<string>>> = {
  gridColumnsDesktop: intBetween(1, 6, 'Masaüstü sütun sayısı'),
  gridColumnsTablet: intBetween(1, 4, 'Tablet sütun sayısı'),
  gridColumnsMobile: intBetween(1, 2, 'Mobil sütun sayısı'),
  telegram_points: intBetween(0, 1_000_000, 'Telegram puanı'),
  youtube_points: intBetween(0, 1_000_000, 'YouTube puanı'),
  instagram_points: intBetween(0, 1_000_000, 'Instagram puanı'),
};

export const UpdateSiteSettingsRequest = z.object({
  settings: z
    .array(
      z
        .object({ key: SiteSettingKey, value: z.string().max(2000, { error: 'Değer en fazla 2000 karakter olabilir' }) })
        .superRefine((s, ctx) => {
          const rule = RULES[s.key];
          const r = rule?.safeParse(s.value);
          if (r && !r.success) ctx.addIssue({ code: 'custom', path: ['value'], message: r.error.issues[0]!.message });
        }),
    )
    .min(1, { error: 'En az bir ayar gönderilmelidir' })
    .max(SITE_SETTING_KEYS.length * 2),
});
export type UpdateSiteSettingsRequest = z.infer<typeof UpdateSiteSettingsRequest>;

export const SiteSettingsChangedV1 = z.object({ settings: z.array(z.object({ key: SiteSettingKey, value: z.string() })) });
