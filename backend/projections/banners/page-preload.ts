import { BANNER_IMAGE, hasImageVariants, variantSrcSet } from '@app/contracts/plain';
import type { Deps } from '../../core/deps.js';
import { bannersProjection } from './banners.projection.js';
import { listPublicBanners } from './queries.js';

/** `&` in an attribute written as HTML wants it: the srcset's `?w=…&f=…`. */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The link for the slider's first picture, exactly as its `<source type="image/avif">` asks for it. */
export const bannerPreloadLink = (src: string) =>
  `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attribute(variantSrcSet(src, 'avif', BANNER_IMAGE.maxWidth))}" imagesizes="${attribute(BANNER_IMAGE.sizes)}">`;

/**
 * The home page's largest paint is usually the banner slider's first picture (spec §2), and its address
 * is known only once the page's script has run and its data has come: on a phone, more than a second
 * after the HTML. Named in the HTML as a preload link, the picture downloads beside the script instead.
 * The link names the same srcset and `sizes` (by the screen's width) as the picture, so the browser
 * chooses the same file for both and fetches it once. The link is made again only when the banners'
 * read model moves; '' when there is no banner or the first is not an upload (an external picture,
 * whose address the page shows as it is).
 */
export function firstBannerPreload(deps: Pick<Deps, 'runner' | 'read'>): () => Promise<string> {
  let memo: { version: number; link: Promise<string> } | null = null;
  async function make() {
    const [first] = await listPublicBanners(deps.read);
    const src = first?.imageUrl;
    return typeof src === 'string' && hasImageVariants(src) ? bannerPreloadLink(src) : '';
  }
  return () => {
    const version = deps.runner.lastHandled(bannersProjection.name);
    if (memo?.version === version) return memo.link;
    const entry = { version, link: make() };
    // A failed read is not kept: the next page asks again.
    entry.link.catch(() => memo === entry && (memo = null));
    memo = entry;
    return entry.link;
  };
}
