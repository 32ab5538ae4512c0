/**
 * The resized copies the server makes of an upload (GET /uploads/:key?w=&f=) and how pages ask for
 * them. Zod-free: the browser's first load and the server's page HTML both use it.
 */

/**
 * The widths an image can be asked for. A fixed ladder, not any number: each variant is encoded once
 * and kept, so arbitrary widths would let anyone fill the disk and the CPU.
 */
export const IMAGE_VARIANT_WIDTHS = [64, 128, 256, 384, 640, 960, 1280, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** Only the site's own uploads have variants; an external address is shown as it is. */
export const hasImageVariants = (src: string) => /^\/uploads\/[a-f0-9]{64}\.(jpg|png|webp|gif|avif|bmp)$/.test(src);

/** Ladder steps up to the first that covers `maxWidth` on a 3× screen. */
export function variantWidths(maxWidth: number): number[] {
  const cover = IMAGE_VARIANT_WIDTHS.findIndex((w) => w >= maxWidth * 3);
  return IMAGE_VARIANT_WIDTHS.slice(0, cover === -1 ? undefined : cover + 1);
}

/** A `srcset` of an upload's variants in one format, up to what `maxWidth` needs. */
export const variantSrcSet = (src: string, format: ImageVariantFormat, maxWidth: number) =>
  variantWidths(maxWidth)
    .map((w) => `${src}?w=${w}&f=${format} ${w}w`)
    .join(', ');
