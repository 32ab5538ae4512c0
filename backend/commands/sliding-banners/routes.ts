import { type SlidingBannerFields, CreateSlidingBannerRequest, UpdateSlidingBannerRequest } from '@app/contracts';
import type { ZodType } from 'zod';
import type { Deps } from '../../core/deps.js';
import { findSlidingBanner } from '../../projections/sliding-banners/queries.js';
import { catalogCommandRoutes } from '../content/catalog-routes.js';
import { SLIDING_BANNER_CATEGORY, SLIDING_BANNER_NOT_FOUND, slidingBannerDecider } from './sliding-banner.js';

/** POST /api/sliding-banners, PATCH /api/sliding-banners/:id, DELETE /api/sliding-banners/:id (staff). */
export const slidingBannerCommandRoutes = (deps: Deps) =>
  catalogCommandRoutes(deps, {
    category: SLIDING_BANNER_CATEGORY,
    decider: slidingBannerDecider,
    createSchema: CreateSlidingBannerRequest as unknown as ZodType<SlidingBannerFields>,
    updateSchema: UpdateSlidingBannerRequest as unknown as ZodType<Partial<SlidingBannerFields>>,
    imageFields: ['imageUrl'],
    find: findSlidingBanner,
    notFoundMessage: SLIDING_BANNER_NOT_FOUND,
  });
