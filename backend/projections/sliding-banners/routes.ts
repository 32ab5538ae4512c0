import { AdminSlidingBanner, PublicSlidingBanner } from '@app/contracts';
import { SLIDING_BANNER_NOT_FOUND } from '../../commands/sliding-banners/sliding-banner.js';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { slidingBannersProjection } from './sliding-banners.projection.js';

/** GET /api/sliding-banners (active ones, for visitors), GET /api/sliding-banners/all and GET /api/sliding-banners/:id (staff). */
export const slidingBannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, slidingBannersProjection, {
    publicSchema: PublicSlidingBanner,
    adminSchema: AdminSlidingBanner,
    notFoundMessage: SLIDING_BANNER_NOT_FOUND,
  });
