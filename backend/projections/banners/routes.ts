import { AdminBanner, PublicBanner } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { bannersProjection } from './banners.projection.js';

/** GET /api/banners (active ones, for visitors) and GET /api/banners/all (staff). */
export const bannerQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, bannersProjection, { publicSchema: PublicBanner, adminSchema: AdminBanner });
