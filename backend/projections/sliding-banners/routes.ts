import { AdminSlidingBanner, PublicSlidingBanner } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { slidingBannersProjection } from './sliding-banners.projection.js';
import { listAllSlidingBanners, listPublicSlidingBanners } from './queries.js';

/** GET /api/sliding-banners (active ones, for visitors) and GET /api/sliding-banners/all (staff). */
export const slidingBannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, {
    publicPath: '/api/sliding-banners',
    projection: slidingBannersProjection.name,
    publicItems: (d) => listPublicSlidingBanners(d.read),
    allItems: (d) => listAllSlidingBanners(d.read),
    publicSchema: PublicSlidingBanner,
    adminSchema: AdminSlidingBanner,
  });
