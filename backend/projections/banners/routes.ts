import { AdminBanner, PublicBanner } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { bannersProjection } from './banners.projection.js';
import { listAllBanners, listPublicBanners } from './queries.js';

/** GET /api/banners (active ones, for visitors) and GET /api/banners/all (staff). */
export const bannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, {
    publicPath: '/api/banners',
    projection: bannersProjection.name,
    publicItems: (d) => listPublicBanners(d.read),
    allItems: (d) => listAllBanners(d.read),
    publicSchema: PublicBanner,
    adminSchema: AdminBanner,
  });
