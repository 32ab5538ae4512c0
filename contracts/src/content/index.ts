import { z } from 'zod';
import { groupThousands } from '../numbers.js';
import { isHttpUrl } from '../common.js';

/**
 * Field rules shared by the content slices (cards, banners, sliding banners, companies):
 * the same words and limits everywhere, and one place to change them.
 */

const IMAGE_MESSAGE = 'Geçerli bir görsel bağlantısı (http:// veya https://) ya da dosyası girin';
const UPLOAD_PATH = /^\/uploads\/[a-f0-9]{64}\.[a-z0-9]+$/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(;[^,]*)?,/i;

/** An image field holds an http(s) URL, a stored upload (/uploads/...) or an inline data: image the server stores. */
export const isImageRef = (v: string) => isHttpUrl(v) || UPLOAD_PATH.test(v) || DATA_IMAGE.test(v);

/** Inline images may be large; the JSON body limit (16 MB) is the real bound. */
const IMAGE_MAX = 16 * 1024 * 1024;

export const requiredImage = (label: string) =>
  z
    .string({ error: `${label} zorunludur` })
    .trim()
    .min(1, { error: `${label} zorunludur` })
    .max(IMAGE_MAX)
    .refine(isImageRef, { error: IMAGE_MESSAGE });

export const optionalImage = z
  .string()
  .trim()
  .max(IMAGE_MAX)
  .nullish()
  .refine((v) => !v || isImageRef(v), { error: IMAGE_MESSAGE })
  .transform((v) => (v ? v : null));

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur` })
    .trim()
    .min(1, { error: `${label} zorunludur` })
    .max(max, { error: `${label} en fazla ${groupThousands(max)} karakter olabilir` });

/**
 * Spec §5: sortOrder is an integer >= 0; empty becomes 0 and a non-numeric value falls back to 0.
 * A number that is negative or fractional is a mistake worth telling about, not silently fixing.
 */
export const SortOrder = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return 0;
    if (typeof v === 'string') {
      const t = v.trim();
      if (!t) return 0;
      const n = Number(t);
      return Number.isFinite(n) ? n : 0;
    }
    if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
    return 0;
  },
  z
    .number()
    .int({ error: 'Sıra tam sayı olmalıdır' })
    .min(0, { error: 'Sıra 0 veya daha büyük olmalıdır' })
    .max(1_000_000, { error: 'Sıra en fazla 1.000.000 olabilir' }),
);

export const LinkTarget = z.enum(['_blank', '_self'], { error: 'Bağlantı hedefi _blank veya _self olmalıdır' });
export type LinkTarget = z.infer<typeof LinkTarget>;

/** Banners, sliding banners and companies are active or inactive; only active ones are public. */
export const ActiveStatus = z.enum(['active', 'inactive'], { error: 'Durum active veya inactive olmalıdır' });
export type ActiveStatus = z.infer<typeof ActiveStatus>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A CSS hex colour (#rgb or #rrggbb), stored lower-case; empty becomes null. */
export const optionalHexColor = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || HEX.test(v), { error: 'Renk #RRGGBB biçiminde olmalıdır' })
  .transform((v) => (v ? v.toLowerCase() : null));

/** Ids in URLs and bodies: what the server generates (UUIDs), nothing that could surprise a stream name. */
export const ENTITY_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const EntityId = z.string().trim().regex(ENTITY_ID, { error: 'Geçersiz kimlik' });
