import type { Deps } from '../core/deps.js';
import { findDraw } from '../projections/draws/queries.js';
import { eventDetailFor } from '../projections/events/queries.js';
import { findHunt } from '../projections/hunts/queries.js';
import type { PageMeta } from '../http/spa.js';

/** The site's name in every title (the build's own <title>). */
export const SITE_NAME = 'Güvenilir Siteler';

const short = (text: string | null | undefined, fallback: string) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t ? (t.length > 200 ? `${t.slice(0, 197)}...` : t) : fallback;
};

/**
 * The public pages of one object, by their path prefix: the title and description their HTML carries
 * for share previews (og:title, og:description), or null when no such object is public (the server
 * then answers the not-found page with 404, as the SPA shows it).
 */
export const detailPageMeta = (deps: Deps): Record<string, (id: string) => Promise<PageMeta | null>> => ({
  '/bonus-avlari/': async (id) => {
    const hunt = await findHunt(deps.read, id);
    return (
      hunt && {
        title: `Bonus Avı · ${hunt.title} · ${SITE_NAME}`,
        description: short(hunt.description, 'Bonus avı: tahminini gönder, ödülleri kazan.'),
      }
    );
  },
  '/cekilisler/': async (id) => {
    const draw = await findDraw(deps.read, id);
    return (
      draw && {
        title: `Çekiliş · ${draw.title} · ${SITE_NAME}`,
        description: short(draw.prize && `Ödül: ${draw.prize}`, 'Çekiliş sonuçları ve doğrulama.'),
      }
    );
  },
  '/etkinlikler/': async (id) => {
    const event = await eventDetailFor(deps.read, id, false, deps.clock());
    return (
      event && { title: `Etkinlik · ${event.title} · ${SITE_NAME}`, description: short(event.description, 'Etkinliğe katıl.') }
    );
  },
});
