import type { AWAITED_SPA_ROUTES, SpaRoute } from '@app/contracts/plain';
import type { FileRoutesByTo } from '@/routeTree.gen';

/**
 * The server answers 404 for a path that matches no page of SPA_ROUTES (contracts), so that list
 * must name every route file. These fail to compile, naming the route, when a route file has no
 * line there, or when a line names no route file (apart from the pages other issues are building).
 */
// The overlays' layout route has no page of its own: /overlay answers 404, its children are pages.
type RouterPage = Exclude<keyof FileRoutesByTo, '/overlay'>;
type Awaited = (typeof AWAITED_SPA_ROUTES)[number];
type None<Found, Say> = [Found] extends [never] ? true : Say & { routes: Found };

export const everyRouteIsListed: None<Exclude<RouterPage, SpaRoute>, 'add to SPA_ROUTES'> = true;
export const everyListedRouteExists: None<Exclude<SpaRoute, RouterPage | Awaited>, 'no route file'> = true;
