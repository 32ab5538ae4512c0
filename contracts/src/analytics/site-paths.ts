import { ENTITY_ID } from '../content/index.js';
import { AWAITED_SPA_ROUTES, SPA_ROUTES, type SpaRoute } from '../site/routes.js';

type StaffOrOverlay = '/admin' | `/admin/${string}` | `/overlay/${string}`;
type Awaited = (typeof AWAITED_SPA_ROUTES)[number];

/**
 * The SPA's public pages (`$id` a path parameter): its pages but the admin area, the streamer's
 * overlays and the pages not built yet. The front end checks at compile time that this is exactly
 * its route tree minus the admin area (frontend/src/features/analytics/api/use-page-view-tracking.ts),
 * so the two cannot drift apart.
 */
export type PublicRoute = Exclude<SpaRoute, StaffOrOverlay | Awaited>;
const isPublicRoute = (route: SpaRoute): route is PublicRoute =>
  route !== '/admin' &&
  !route.startsWith('/admin/') &&
  !route.startsWith('/overlay/') &&
  !(AWAITED_SPA_ROUTES as readonly string[]).includes(route);
export const PUBLIC_ROUTES: readonly PublicRoute[] = SPA_ROUTES.filter(isPublicRoute);

/** The one bucket for every path no public page serves (and for what overflows a day's cap). */
export const OTHER_BUCKET = 'diğer';

const patterns = PUBLIC_ROUTES.map((route) => route.split('/').slice(1));

const matches = (segments: string[], pattern: string[]) =>
  segments.length === pattern.length &&
  pattern.every((p, i) => (p.startsWith('$') ? ENTITY_ID.test(segments[i]!) : p === segments[i]));

/**
 * A visited path as the statistics count it: the path itself (without a trailing slash) when a
 * public page serves it, else OTHER_BUCKET. Only real pages get their own row, so made-up paths
 * cannot fill the read model.
 */
export function countedPagePath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed.split('/').slice(1);
  if (trimmed === '/') return '/';
  return patterns.some((p) => p[0] !== '' && matches(segments, p)) ? trimmed : OTHER_BUCKET;
}
