import { CreateBannerRequest, UpdateBannerRequest } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { type CatalogReads, catalogCommandRoutes } from '../catalog/catalog-routes.js';
import { BANNER_CATEGORY, BANNER_NOT_FOUND, bannerDecider } from './banner.js';

/** POST /api/banners, PATCH /api/banners/:id, DELETE /api/banners/:id (staff). */
export const bannerCommandRoutes = (deps: Deps, reads: CatalogReads) =>
  catalogCommandRoutes(deps, {
    category: BANNER_CATEGORY,
    decider: bannerDecider,
    createSchema: CreateBannerRequest,
    updateSchema: UpdateBannerRequest,
    imageFields: ['imageUrl'],
    find: reads.find,
    notFoundMessage: BANNER_NOT_FOUND,
  });
