import type { ImgHTMLAttributes } from 'react';

/** The widths the server makes (backend/http/image-variants.ts). */
const LADDER = [64, 128, 256, 384, 640, 960, 1280, 1920];
/** Only the site's own uploads have variants; an external URL is shown as it is. */
const UPLOAD = /^\/uploads\/[a-f0-9]{64}\.(jpg|png|webp|gif|avif|bmp)$/;

/** Ladder steps up to the first that covers `maxWidth` on a 3× screen. */
function widthsFor(maxWidth: number) {
  const cover = LADDER.findIndex((w) => w >= maxWidth * 3);
  return cover === -1 ? LADDER : LADDER.slice(0, cover + 1);
}

const srcSet = (src: string, format: 'avif' | 'webp', widths: number[]) =>
  widths.map((w) => `${src}?w=${w}&f=${format} ${w}w`).join(', ');

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  src: string;
  /** How wide the image is drawn, as the `sizes` attribute (`(min-width: 768px) 50vw, 100vw`). */
  sizes: string;
  /** The widest it is ever drawn, in CSS pixels: the variants offered stop there (times three). */
  maxWidth: number;
  /** The box it is drawn in (any consistent unit): reserves its space before the bytes arrive. */
  width: number;
  height: number;
  /** Above the fold and likely the largest paint: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * An image at the size shown, in AVIF or WebP where the browser takes them (the original for the
 * rest), lazy unless it has priority. `<picture>` is `display: contents`, so the `<img>` lays out
 * exactly as a bare one would.
 */
export function ResponsiveImage({ src, sizes, maxWidth, width, height, priority = false, alt = '', ...img }: ResponsiveImageProps) {
  const common = {
    ...img,
    alt,
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (!UPLOAD.test(src)) return <img src={src} {...common} />;
  const widths = widthsFor(maxWidth);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(src, 'avif', widths)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, 'webp', widths)} sizes={sizes} />
      <img src={src} {...common} />
    </picture>
  );
}
