import { CreateSlidingBannerRequest, UpdateSlidingBannerRequest } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { type CatalogReads, catalogCommandRoutes } from '../catalog/catalog-routes.js';
import { SLIDING_BANNER_CATEGORY, SLIDING_BANNER_NOT_FOUND, slidingBannerDecider } from './sliding-banner.js';

/** POST /api/sliding-banners, PATCH /api/sliding-banners/:id, DELETE /api/sliding-banners/:id (staff). */
export const slidingBannerCommandRoutes = (deps: Deps, reads: CatalogReads) =>
  catalogCommandRoutes(deps, {
    category: SLIDING_BANNER_CATEGORY,
    decider: slidingBannerDecider,
    createSchema: CreateSlidingBannerRequest,
    updateSchema: UpdateSlidingBannerRequest,
    imageFields: ['imageUrl'],
    find: reads.find,
    notFoundMessage: SLIDING_BANNER_NOT_FOUND,
  });
