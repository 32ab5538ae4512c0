/**
 * `sizes` by the screen's width, and the pictures that use them. A module of its own, apart from
 * image-variants.ts: the first page's entry uses that one, and only the home page's slider this.
 */

/** Screen widths (CSS px) at which a picture's chosen width steps: common phones, small and large tablets. */
const SCREEN_STEPS = [360, 414, 480, 600, 768, 1024];

/**
 * A `sizes` list for a picture drawn `share` of the screen wide, up to `maxWidth` CSS px, by the
 * screen's own width (`device-width`), not the layout's. The home page lays out 1280 px wide on every
 * device (spec §2), zoomed out on a phone, and a browser picks from a srcset by layout pixels: `100vw`
 * there is 1280 px on any screen. The screen's width holds on both kinds of layout, and, unlike the
 * page's zoom read by script, it is known to the HTML: a preload link in the page can name the same
 * list and the browser fetches the same file for both. Each step rounds up, so the picture is never
 * fetched narrower than drawn.
 */
export function screenSizes(share: number, maxWidth: number): string {
  const steps = SCREEN_STEPS.filter((screen) => screen * share < maxWidth).map(
    (screen) => `(max-device-width: ${screen}px) ${Math.ceil(screen * share)}px`,
  );
  return [...steps, `${maxWidth}px`].join(', ');
}

/**
 * The home page's banner slider (spec §2): across the page's 1232 px column (of a 1280 px layout), or
 * the screen less its padding on a narrower one. Usually the page's largest paint: the server names
 * its first picture in the home page's HTML with these same `sizes` (backend/projections/banners).
 */
export const BANNER_IMAGE = { maxWidth: 1232, sizes: screenSizes(1232 / 1280, 1232) } as const;
