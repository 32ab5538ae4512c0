import { AdminBanner, PublicBanner } from '@app/contracts';
import { BANNER_NOT_FOUND } from '../../commands/banners/banner.js';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { bannersProjection } from './banners.projection.js';

/** GET /api/banners (active ones, for visitors), GET /api/banners/all and GET /api/banners/:id (staff). */
export const bannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, bannersProjection, {
    publicSchema: PublicBanner,
    adminSchema: AdminBanner,
    notFoundMessage: BANNER_NOT_FOUND,
  });
