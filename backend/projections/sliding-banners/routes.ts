import { AdminSlidingBanner, PublicSlidingBanner } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { slidingBannersProjection } from './sliding-banners.projection.js';

/** GET /api/sliding-banners (active ones, for visitors) and GET /api/sliding-banners/all (staff). */
export const slidingBannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, slidingBannersProjection, { publicSchema: PublicSlidingBanner, adminSchema: AdminSlidingBanner });
