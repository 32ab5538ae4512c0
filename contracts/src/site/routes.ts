/**
 * Pages other issues are building (bonus hunts, overlays, Kick, accounts, privacy), listed ahead so
 * the server serves them as soon as their route files land. The compile-time check lets only these
 * be missing from the router; once a page exists, its line may move up into SPA_ROUTES.
 */
export const AWAITED_SPA_ROUTES = ['/admin/kick'] as const;

/**
 * Every page of the SPA, as TanStack Router names it (`$name` is a path parameter, an index route
 * without its trailing slash). The server answers a path that matches none of them with the
 * not-found page and a 404 (backend/http/spa.ts). A route file added under frontend/src/routes
 * without its line here fails to compile (frontend/src/lib/site-routes-check.ts): adding a page is
 * one line in this list.
 */
export const SPA_ROUTES = [
  '/',
  '/admin-giris',
  '/bilet-sistemi',
  '/cekilisler',
  '/cekilisler/$id',
  '/etkinlikler',
  '/etkinlikler/$id',
  '/giris',
  '/kayit',
  '/sifremi-unuttum',
  '/sifre-sifirla',
  '/kvkk',
  '/cerez-politikasi',
  '/lider-tablosu',
  '/market',
  '/bonus-avlari',
  '/bonus-avlari/$id',
  '/overlay/bonus-avi/$id',
  '/overlay/lider-tablosu',
  '/overlay/cekilis/$id',
  '/profil',
  '/profil/verilerim',
  '/admin',
  '/admin/analytics',
  '/admin/banners',
  '/admin/cards',
  '/admin/cekilisler',
  '/admin/companies',
  '/admin/denetim',
  '/admin/etkinlikler',
  '/admin/etkinlikler/$id/katilimcilar',
  '/admin/kullanicilar',
  '/admin/pending-verifications',
  '/admin/rewards',
  '/admin/settings',
  '/admin/sliding-banners',
  '/admin/social-media',
  '/admin/social-verification-settings',
  '/admin/streaming-verification',
  '/admin/ticket-companies',
  '/admin/tickets',
  '/admin/bonus-avlari',
  '/admin/kick',
  '/admin/guvenlik',
  ...AWAITED_SPA_ROUTES,
] as const;
export type SpaRoute = (typeof SPA_ROUTES)[number];

/** Split on first use, not at import: the browser's first page imports this module's neighbours and must not pay for it. */
let patterns: string[][] | undefined;
const splitRoutes = () => SPA_ROUTES.map((route) => (route === '/' ? [] : route.slice(1).split('/')));

/**
 * Whether a URL path is one of the SPA's pages. A parameter matches any one segment: an unknown id
 * under a known pattern is still the page, which itself says "bulunamadı". A trailing slash is the
 * same page, as the router treats it.
 */
export function isSpaPage(urlPath: string): boolean {
  const trimmed = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  patterns ??= splitRoutes();
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i])),
  );
}
