import { hasImageVariants, variantSrcSet } from '@app/contracts/plain';
import type { ImgHTMLAttributes } from 'react';

/**
 * The home page lays out 1280 px wide on every device (spec §2), so a phone shows it zoomed out
 * (page scale about 0.32 on a 412 px screen). Browsers pick from a srcset by CSS pixels times the
 * device pixel ratio and ignore that scale: each picture would be fetched about three times wider
 * than it is drawn. Each length of `sizes` is multiplied by the page scale when it is below 1.
 */
export function scaleSizes(sizes: string, scale: number): string {
  if (!(scale > 0 && scale < 1)) return sizes;
  const factor = Math.round(scale * 1000) / 1000;
  return splitTopLevel(sizes)
    .map((entry) => {
      const condition = entry.startsWith('(') ? entry.slice(0, closingParen(entry) + 1) : '';
      const length = entry.slice(condition.length).trim();
      return `${condition}${condition ? ' ' : ''}calc(${length} * ${factor})`;
    })
    .join(', ');
}

/** The comma-separated entries of a sizes list, not splitting inside parentheses. */
function splitTopLevel(list: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      entries.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push(list.slice(start).trim());
  return entries.filter(Boolean);
}

function closingParen(entry: string): number {
  let depth = 0;
  for (let i = 0; i < entry.length; i += 1) {
    if (entry[i] === '(') depth += 1;
    else if (entry[i] === ')' && --depth === 0) return i;
  }
  return entry.length - 1;
}

/** The page's zoom as the layout viewport meets the screen (1 on a desktop or a device-width page). */
const pageScale = () => (typeof window === 'undefined' ? 1 : (window.visualViewport?.scale ?? 1));

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> {
  src: string;
  /** How wide the image is drawn, as the `sizes` attribute (`(min-width: 768px) 50vw, 100vw`). */
  sizes: string;
  /**
   * `sizes` already go by the screen's width (contracts' `screenSizes`), right on a zoomed-out page
   * too: used as they are, not scaled by the page's zoom, so a preload link naming the same list in
   * the HTML fetches the very file the picture shows.
   */
  screenSized?: boolean;
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
export function ResponsiveImage({
  src,
  sizes,
  screenSized = false,
  maxWidth,
  width,
  height,
  priority = false,
  alt = '',
  ...img
}: ResponsiveImageProps) {
  const common = {
    ...img,
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (!hasImageVariants(src)) return <img src={src} alt={alt} {...common} />;
  const shown = screenSized ? sizes : scaleSizes(sizes, pageScale());
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variantSrcSet(src, 'avif', maxWidth)} sizes={shown} />
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp', maxWidth)} sizes={shown} />
      <img src={src} alt={alt} {...common} />
    </picture>
  );
}
