import { z } from 'zod';
import { groupThousands } from '../numbers.js';
import { isHttpUrl, Revision } from '../common.js';
import { isImageRef } from '../content/index.js';
import {
  DATA_CONTROLLER_KEYS,
  GRID_LIMITS,
  HOME_VIEWPORT_META,
  HOME_VIEWPORT_OPTIONS,
  type HomeViewport,
  SITE_SETTING_KEYS,
} from './keys.js';

export { DATA_CONTROLLER_KEYS, GRID_LIMITS, HOME_VIEWPORT_META, HOME_VIEWPORT_OPTIONS, type HomeViewport, SITE_SETTING_KEYS };

export const SiteSettingKey = z.enum(SITE_SETTING_KEYS, { error: 'Bilinmeyen ayar anahtarı' });
export type SiteSettingKey = z.infer<typeof SiteSettingKey>;

/** Every known setting with the spec's default (empty string: not set). */
export const SITE_SETTING_DEFAULTS: Record<SiteSettingKey, string> = {
  logoUrl: '',
  telegramUrl: '',
  instagramUrl: '',
  youtubeUrl: '',
  welcomeBannerImage: '',
  welcomeBannerTitle: 'Hoş Geldiniz!',
  welcomeBannerSubtitle: '',
  marqueeText: '',
  gridColumnsDesktop: '3',
  gridColumnsTablet: '2',
  gridColumnsMobile: '1',
  telegram_points: '100',
  youtube_points: '150',
  instagram_points: '150',
  homeViewport: 'desktop',
  dataControllerName: '',
  dataControllerAddress: '',
  dataControllerEmail: '',
};

export const SiteSetting = z.object({ key: z.string(), value: z.string() });
export type SiteSetting = z.infer<typeof SiteSetting>;
export const SiteSettingsResponse = z.array(SiteSetting);
/** GET /api/site-settings/staff: the same settings with the revision a staff save sends back as If-Match. */
export const StaffSiteSettings = z.object({ settings: SiteSettingsResponse, revision: Revision });
export type StaffSiteSettings = z.infer<typeof StaffSiteSettings>;

const intBetween = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} zorunludur` })
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `${label} ${groupThousands(min)} ile ${groupThousands(max)} arasında olmalıdır`,
    });

const text = (max: number, label: string, required = false) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} en fazla ${groupThousands(max)} karakter olabilir` })
    .refine((v) => !required || v.length > 0, { error: `${label} zorunludur` });

/** Social links: an http(s) address or empty (the header then hides the icon). */
const linkOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((v) => !v || isHttpUrl(v), { error: `${label} geçerli bir bağlantı (http:// veya https://) olmalıdır` });

/** Images: an http(s) URL, a stored upload, an inline data: image (stored by the server) or empty. */
const imageOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .max(16 * 1024 * 1024)
    .refine((v) => !v || isImageRef(v), { error: `${label} geçerli bir görsel bağlantısı olmalıdır` });

/** The controller's contact address: an e-mail or empty (the notice then says "—"). */
const emailOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .max(254, { error: `${label} en fazla 254 karakter olabilir` })
    .refine((v) => !v || z.email().safeParse(v).success, { error: `${label} geçerli bir e-posta adresi olmalıdır` });

/** Per-key rules: every known key has one, so no value is ever stored unchecked. */
const RULES: Record<SiteSettingKey, z.ZodType<string, string>> = {
  logoUrl: imageOrEmpty('Logo'),
  telegramUrl: linkOrEmpty('Telegram bağlantısı'),
  instagramUrl: linkOrEmpty('Instagram bağlantısı'),
  youtubeUrl: linkOrEmpty('YouTube bağlantısı'),
  welcomeBannerImage: imageOrEmpty('Hoş geldin görseli'),
  welcomeBannerTitle: text(120, 'Başlık', true),
  welcomeBannerSubtitle: text(300, 'Alt başlık', true),
  marqueeText: text(500, 'Kayan yazı'),
  gridColumnsDesktop: intBetween(1, 6, 'Masaüstü sütun sayısı'),
  gridColumnsTablet: intBetween(1, 4, 'Tablet sütun sayısı'),
  gridColumnsMobile: intBetween(1, 2, 'Mobil sütun sayısı'),
  telegram_points: intBetween(0, 1_000_000, 'Telegram puanı'),
  youtube_points: intBetween(0, 1_000_000, 'YouTube puanı'),
  instagram_points: intBetween(0, 1_000_000, 'Instagram puanı'),
  homeViewport: z
    .string()
    .trim()
    .refine((v) => Object.hasOwn(HOME_VIEWPORT_OPTIONS, v), {
      error: 'Ana sayfa görünümü "Masaüstü görünümü (1280 px)" veya "Telefona uygun" olmalıdır',
    }),
  dataControllerName: text(200, 'Veri sorumlusunun adı'),
  dataControllerAddress: text(500, 'Veri sorumlusunun adresi'),
  dataControllerEmail: emailOrEmpty('Veri sorumlusunun e-posta adresi'),
};

export const UpdateSiteSettingsRequest = z.object({
  settings: z
    .array(
      z.object({ key: SiteSettingKey, value: z.string({ error: 'Değer metin olmalıdır' }) }).superRefine((s, ctx) => {
        const r = RULES[s.key].safeParse(s.value);
        if (!r.success) ctx.addIssue({ code: 'custom', path: ['value'], message: r.error.issues[0]!.message });
      }),
    )
    .min(1, { error: 'En az bir ayar gönderilmelidir' })
    .max(SITE_SETTING_KEYS.length * 2),
});
export type UpdateSiteSettingsRequest = z.infer<typeof UpdateSiteSettingsRequest>;

/**
 * The rules of some settings as one object schema, for a settings form: each field is checked with
 * exactly the rule the server applies to that key.
 */
export const siteSettingsForm = <K extends SiteSettingKey>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, RULES[key]])) as Record<K, z.ZodType<string, string>>);

export const SiteSettingsChangedV1 = z.object({ settings: z.array(z.object({ key: SiteSettingKey, value: z.string() })) });
export const settingsEventSchemas = { SiteSettingsChanged: SiteSettingsChangedV1 } as const;
