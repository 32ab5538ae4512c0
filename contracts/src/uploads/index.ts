import { z } from 'zod';

/** POST /api/upload answers the stored image's address. */
export const UploadResponse = z.object({ url: z.string().min(1) });
export type UploadResponse = z.infer<typeof UploadResponse>;

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  onlyImages: 'Sadece resim dosyaları yüklenebilir',
  tooLarge: 'Dosya boyutu maksimum 100MB olmalıdır',
  failed: 'Dosya yüklenemedi',
} as const;

/** The admin image input's file types (spec §2: JPG, PNG and WebP); event photos take any image. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
