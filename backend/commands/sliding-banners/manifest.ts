import { slidingBannerEvents } from '@app/contracts';
import { slidingBannersProjection } from '../../projections/sliding-banners/sliding-banners.projection.js';
import { findSlidingBanner } from '../../projections/sliding-banners/queries.js';
import { slidingBannerQueryRoutes } from '../../projections/sliding-banners/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { slidingBannerOperations } from './operations.js';
import { slidingBannerCommandRoutes } from './routes.js';

export const slidingBannersSlice: SliceManifest = {
  name: 'sliding-banners',
  contracts: [slidingBannerEvents],
  projections: [slidingBannersProjection],
  routes(api, { deps }) {
    api.route('/sliding-banners', slidingBannerQueryRoutes(deps));
    api.route('/sliding-banners', slidingBannerCommandRoutes(deps, { find: findSlidingBanner }));
  },
  operations: slidingBannerOperations,
};
