import { bannerEvents } from '@app/contracts';
import { bannersProjection } from '../../projections/banners/banners.projection.js';
import { firstBannerPreload } from '../../projections/banners/page-preload.js';
import { findBanner } from '../../projections/banners/queries.js';
import { bannerQueryRoutes } from '../../projections/banners/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { bannerOperations } from './operations.js';
import { bannerCommandRoutes } from './routes.js';

export const bannersSlice: SliceManifest = {
  name: 'banners',
  contracts: [bannerEvents],
  projections: [bannersProjection],
  routes(api, { deps }) {
    api.route('/banners', bannerQueryRoutes(deps));
    api.route('/banners', bannerCommandRoutes(deps, { find: findBanner }));
  },
  operations: bannerOperations,
  // The home page's first banner picture is preloaded from its HTML.
  pages: (deps) => ({ headLinks: { '/': firstBannerPreload(deps) } }),
};
