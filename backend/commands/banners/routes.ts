import { CreateBannerRequest, UpdateBannerRequest } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { findBanner } from '../../projections/banners/queries.js';
import { catalogCommandRoutes } from '../content/catalog-routes.js';
import { BANNER_CATEGORY, BANNER_NOT_FOUND, bannerDecider } from './banner.js';

/** POST /api/banners, PATCH /api/banners/:id, DELETE /api/banners/:id (staff). */
export const bannerCommandRoutes = (deps: Deps) =>
  catalogCommandRoutes(deps, {
    category: BANNER_CATEGORY,
    decider: bannerDecider,
    createSchema: CreateBannerRequest,
    updateSchema: UpdateBannerRequest,
    imageFields: ['imageUrl'],
    find: findBanner,
    notFoundMessage: BANNER_NOT_FOUND,
  });
